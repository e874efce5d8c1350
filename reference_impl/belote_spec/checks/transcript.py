"""A deal or a match written out as plain text: what was dealt, bid and played, and the score."""

from __future__ import annotations

from typing import Any

from belote_spec.engine.deal import Deal
from belote_spec.engine.match import MatchRecord


def format_deal(deal: Deal, number: int | None = None) -> list[str]:
    rules = deal.rules
    deck, table = rules.deck, rules.table
    state = deal.state()
    head = f"deal {number}" if number is not None else "deal"
    lines = [f"{head}: {table.seats[deal.dealer]} deals, {state['turned_card'] or 'no card'} turned up"]
    bids = ", ".join(_bid_text(b) for b in state["bids"])
    lines.append(f"  bids: {bids}")
    if deal.phase == "cancelled":
        lines.append(f"  cancelled; {state['next_dealer']} deals next")
        return lines
    c = state["contract"]
    lines.append(f"  contract: {c.get('trump') or c['kind']} taken by {c['taker']}")
    plays = deal.all_plays()  # (seat, card) in the order played
    for seat in range(table.n):
        on_table = [c for st in deal.stacks[seat] for c in st if c is not None] if deal.stacks else []
        played = [c for s, c in plays if s == seat]
        held = deal.hands_list[seat] + played + (deal.discards if seat == deal.taker else []) + on_table
        lines.append(f"  {table.seats[seat]} held: {deck.format(sorted(held))}")
    if deal.discards:
        assert deal.taker is not None
        lines.append(f"  {table.seats[deal.taker]} discards: {deck.format(deal.discards)}")
    if deal.exchanged:
        assert deal.turned is not None
        lines.append(f"  the turned card is exchanged for {deck.name(deal.turned)}")
    for seat, decls in sorted(deal.declared.items()):
        shown = "; ".join(f"{d.kind} {deck.format(d.cards)} ({d.points})" for d in decls)
        lines.append(f"  {table.seats[seat]} declares: {shown}")
    for i, (winner, _cards) in enumerate(deal.tricks):
        shown = " ".join(f"{table.seats[s]}:{deck.name(c)}" for s, c in plays[i * table.n : (i + 1) * table.n])
        lines.append(f"  trick {i + 1}: {shown} -> {table.seats[winner]}")
    r = state.get("result")
    if r:
        scores = ", ".join(f"{t} {p}" for t, p in r["scores"].items())
        extra = f", {r['held']} held over" if r["held"] else ""
        parts = "; ".join(
            f"{t} " + (", ".join(f"{k} {v}" for k, v in b.items() if v) or "0") for t, b in r["breakdown"].items()
        )
        lines.append(f"  points: {parts}")
        mp = r.get("match_points")
        extra += ("; match points " + ", ".join(f"{t} {p}" for t, p in mp.items())) if mp else ""
        lines.append(f"  result: contract {r['outcome']}; {scores}{extra}")
    return lines


def _bid_text(bid: dict[str, Any]) -> str:
    action = bid["action"]
    if action in ("pass", "double", "redouble"):
        return f"{bid['seat']} {action}{'es' if action == 'pass' else 's'}"
    what = bid.get("suit") or bid.get("kind")
    points = f" {bid['points']}" if "points" in bid else ""
    capot = " capot" if bid.get("capot") else ""
    return f"{bid['seat']} {'takes' if action == 'take' else 'bids'}{points}{capot} {what}"


def format_match(record: MatchRecord, seed: int) -> str:
    rules = record.deals[0].rules if record.deals else None
    lines = [f"match seed {seed}"]
    totals = [0] * (len(rules.table.teams) if rules else 0)
    for i, deal in enumerate(record.deals, 1):
        lines += format_deal(deal, i)
        if deal.score is not None and rules is not None:
            for t, p in enumerate(deal.score.match_points or deal.score.scores):
                totals[t] += p
            lines.append("  totals: " + ", ".join(f"{rules.table.teams[t]} {totals[t]}" for t in range(len(totals))))
    if rules is not None:
        winner = rules.table.teams[record.winner] if record.winner is not None else "nobody yet"
        lines.append(f"winner: {winner}")
    return "\n".join(lines)
