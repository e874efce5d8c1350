// A small Belote engine in JavaScript that speaks the belote-spec protocol (version 1) for French
// Belote's stateless operations. Copy it as a starting point; see docs/implementers.md.
//   belote-spec conformance --engine 'node docs/examples/french-engine.js' --variant french
"use strict";
const readline = require("readline");

const TRUMP_ORDER = ["J", "9", "A", "10", "K", "Q", "8", "7"];
const PLAIN_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"];
const TRUMP_POINTS = { J: 20, 9: 14, A: 11, 10: 10, K: 4, Q: 3, 8: 0, 7: 0 };
const PLAIN_POINTS = { A: 11, 10: 10, K: 4, Q: 3, J: 2, 9: 0, 8: 0, 7: 0 };
const PARTNER = { N: "S", S: "N", E: "W", W: "E" };

const rank = (card) => card.slice(0, -1);
const suit = (card) => card.slice(-1);

function trumpOf(contract) {
  if (!contract || contract.kind !== "suit") throw new Error("only suit contracts");
  return contract.trump;
}

// Higher is stronger: a trump beats everything, then the led suit.
function strength(card, trump, led) {
  const r = rank(card);
  if (suit(card) === trump) return 200 - TRUMP_ORDER.indexOf(r);
  if (suit(card) === led) return 100 - PLAIN_ORDER.indexOf(r);
  return 0;
}

function winningIndex(trick, trump) {
  const led = suit(trick[0].card);
  let best = 0;
  trick.forEach((p, i) => {
    if (strength(p.card, trump, led) > strength(trick[best].card, trump, led)) best = i;
  });
  return best;
}

function legalCards(contract, hand, trick, seat) {
  const trump = trumpOf(contract);
  if (trick.length === 0) return hand;
  const led = suit(trick[0].card);
  const trumpsPlayed = trick.filter((p) => suit(p.card) === trump);
  const topTrump = Math.max(0, ...trumpsPlayed.map((p) => strength(p.card, trump, led)));
  const beating = (cards) => cards.filter((c) => strength(c, trump, led) > topTrump);
  const following = hand.filter((c) => suit(c) === led);
  if (following.length) {
    if (led === trump) {
      const higher = beating(following);
      return higher.length ? higher : following;
    }
    return following;
  }
  const winner = trick[winningIndex(trick, trump)].seat;
  if (winner === PARTNER[seat]) return hand;
  const trumps = hand.filter((c) => suit(c) === trump);
  if (!trumps.length) return hand;
  if (trumpsPlayed.length) {
    const higher = beating(trumps);
    return higher.length ? higher : trumps;
  }
  return trumps;
}

function cardPoints(contract, card) {
  const trump = trumpOf(contract);
  return (suit(card) === trump ? TRUMP_POINTS : PLAIN_POINTS)[rank(card)];
}

const OPERATIONS = {
  legal_cards: (a) => legalCards(a.contract, a.hand, a.trick, a.seat),
  trick_winner: (a) => a.trick[winningIndex(a.trick, trumpOf(a.contract))].seat,
  card_points: (a) => cardPoints(a.contract, a.card),
  supports: (a) => a.variant === "french",
};

function answer(request) {
  const { id, op, args = {} } = request;
  if (op === "hello") {
    return { id, result: { name: "example French engine", version: "0.1.0", language: "javascript",
      protocol: 1, variants: ["french"], operations: Object.keys(OPERATIONS) } };
  }
  if (!(op in OPERATIONS)) return { id, skip: { reason: `${op} is not implemented in this example` } };
  if (args.variant !== undefined && args.variant !== "french") {
    return { id, skip: { reason: `variant ${args.variant} is not supported` } };
  }
  try {
    return { id, result: OPERATIONS[op](args) };
  } catch (e) {
    return { id, skip: { reason: String(e.message || e) } };
  }
}

readline.createInterface({ input: process.stdin }).on("line", (line) => {
  if (!line.trim()) return;
  let request;
  try {
    request = JSON.parse(line);
  } catch (e) {
    process.stdout.write(JSON.stringify({ id: null, error: { message: "not JSON" } }) + "\n");
    return;
  }
  process.stdout.write(JSON.stringify(answer(request)) + "\n");
});
