// The example French engine of french-engine.js, speaking protocol 2: hello picks a version among those
// offered and says which score_deal fields it computes; score_deal reads tricks with their leader and seats
// and belote as per-card announcements; variant_info describes the table. See docs/implementers.md.
//   belote-spec conformance --engine 'node docs/examples/french-engine-v2.js' --variant french
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

const SEATS = ["S", "E", "N", "W"]; // in order of play: counter-clockwise
const TEAM = { N: "NS", S: "NS", E: "EW", W: "EW" };
const LAST_TRICK = 10;
const CAPOT = 90;
const BELOTE = 20;

class Unsupported extends Error {}

// A finished French deal (suit contracts, no penalties, no set-aside cards, no doubling). Each trick's
// winner is computed from its plays (protocol 2 gives every card's seat), not taken from the request.
function scoreDeal(deal) {
  const contract = deal.contract;
  const trump = trumpOf(contract);
  for (const key of ["penalties", "set_aside", "declarations"]) {
    if ((deal[key] || []).length) throw new Unsupported(`${key} are not scored by this example`);
  }
  if ((deal.multiplier || 1) !== 1) throw new Unsupported("a doubled contract is not scored by this example");
  const tricks = { NS: 0, EW: 0 };
  const won = { NS: 0, EW: 0 };
  let last = null;
  for (const trick of deal.tricks) {
    if (trick.plays[0].seat !== trick.leader) throw new Error("a trick's first card is its leader's");
    const winner = trick.plays[winningIndex(trick.plays, trump)].seat;
    const team = TEAM[winner];
    won[team] += 1;
    tricks[team] += trick.plays.reduce((sum, p) => sum + cardPoints(contract, p.card), 0);
    last = team;
  }
  if (last !== null) tricks[last] += LAST_TRICK;
  const capot = ["NS", "EW"].find((t) => won[t] === 8);
  if (capot) tricks[capot] += CAPOT;
  const belote = { NS: 0, EW: 0 };
  for (const b of deal.belote || []) {
    const pair = b.cards.map((c) => c.toUpperCase()).sort().join(" ");
    if (pair === `K${trump} Q${trump}` && b.announced.every(Boolean)) belote[TEAM[b.seat]] += BELOTE;
  }
  const takers = TEAM[contract.taker];
  const defence = takers === "NS" ? "EW" : "NS";
  const mine = tricks[takers] + belote[takers];
  const theirs = tricks[defence] + belote[defence];
  const scores = { NS: tricks.NS + belote.NS, EW: tricks.EW + belote.EW };
  const heldIn = deal.held || 0;
  let outcome;
  if (mine === theirs) {
    outcome = "tied"; // the takers' points wait for the next deal's winner
    scores[takers] = 0;
  } else if (mine > theirs) {
    outcome = "made";
    scores[takers] += heldIn;
  } else {
    outcome = "failed"; // the defence takes the takers' trick points
    scores[defence] += tricks[takers] + heldIn;
    scores[takers] -= tricks[takers];
  }
  return { outcome, scores };
}

const VARIANT_INFO = {
  variant: "french", players: 4, seats: SEATS, seats_clockwise: ["S", "W", "N", "E"],
  direction: "counter-clockwise", teams: { NS: ["N", "S"], EW: ["E", "W"] }, first_dealer: "lowest_card",
  first_speaker: "right_of_dealer", first_lead: "right_of_dealer", next_dealer: "right_of_dealer",
  deck: ["C", "D", "H", "S"].flatMap((s) => ["7", "8", "9", "10", "J", "Q", "K", "A"].map((r) => r + s)),
  hand_size: 8, tricks_per_deal: 8, contracts: ["suit", "no_trumps", "all_trumps"],
};

const OPERATIONS = {
  legal_cards: (a) => legalCards(a.contract, a.hand, a.trick, a.seat),
  trick_winner: (a) => a.trick[winningIndex(a.trick, trumpOf(a.contract))].seat,
  card_points: (a) => cardPoints(a.contract, a.card),
  score_deal: (a) => scoreDeal(a.deal),
  variant_info: () => VARIANT_INFO,
};

// Protocol 2: the runner lists the versions it speaks; answer with the highest one this engine speaks too.
function hello(args) {
  const offered = Array.isArray(args.versions) ? args.versions : [args.protocol || 1];
  if (!offered.includes(2)) return null;
  return { name: "example French engine (protocol 2)", version: "0.2.0", language: "javascript", protocol: 2,
    variants: ["french"], operations: Object.keys(OPERATIONS),
    // Only these fields of score_deal are computed: a check of `held` is reported as not covered.
    results: { score_deal: ["outcome", "scores"] } };
}

function answer(request) {
  const { id, op, args = {} } = request;
  if (op === "hello") {
    const result = hello(args);
    return result ? { id, result } : { id, error: { message: "this engine speaks protocol 2 only" } };
  }
  if (!(op in OPERATIONS)) return { id, error: { message: `unknown operation ${op}` } };
  if (args.variant !== "french") return { id, skip: { reason: `variant ${args.variant} is not supported` } };
  try {
    return { id, result: OPERATIONS[op](args) };
  } catch (e) {
    if (e instanceof Unsupported || String(e.message).startsWith("only suit")) {
      return { id, skip: { reason: String(e.message) } };
    }
    return { id, error: { message: String(e.message || e) } };
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
