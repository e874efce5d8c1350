"""Meaning checks the JSON Schema cannot express: ranks that must cover the deck, totals that must add up.

`check` runs only on schema-valid data, so it may index freely. Each finding is (JSON pointer, message),
at the most precise pointer, so the loader can place it in the file.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from belote_spec.base.pointer import join
from belote_spec.base.pointer import tokens as pointer_tokens
from belote_spec.spec import resources
from belote_spec.spec import schema as variant_schema
from belote_spec.spec.variant_keys import CITATION_KEYS, DOCUMENTATION_KEYS

Finding = tuple[str, str]
_Check = Callable[[dict[str, Any]], Iterator[Finding]]

_POSITIONS_WITHOUT_TAKER = (
    ("/dealing/cut/by", ("dealing", "cut", "by")),
    ("/dealing/before_bidding/start", ("dealing", "before_bidding", "start")),
    ("/dealing/next_dealer/rule", ("dealing", "next_dealer", "rule")),
    ("/bidding/first_speaker", ("bidding", "first_speaker")),
    ("/play/first_lead/rule", ("play", "first_lead", "rule")),
)
_KIND_TRUMPS = {"suit": "one", "no_trumps": "none", "all_trumps": "all"}
_TABLES_NEEDED = {
    "one": ("trump_points", "plain_points"),
    "none": ("plain_points",),
    "all": ("trump_points",),
}
_SUIT_BIDS = ("turned_suit", "other_suits", "any_suit")


def _deck_ranks(data: dict[str, Any]) -> list[str]:
    return [str(rank) for rank in data["deck"]["ranks"]]


def _covers_deck(ranks: list[Any], deck: list[str], pointer: str, what: str) -> Iterator[Finding]:
    """Every deck rank exactly once: name the unknown, the repeated and the missing ones."""
    seen: dict[str, int] = {}
    for index, rank in enumerate(ranks):
        key = str(rank)
        if key not in deck:
            yield join(pointer, index), f"{key} is not a deck rank (the deck has {' '.join(deck)})"
        elif key in seen:
            yield join(pointer, index), f"rank {key} is listed twice in {what} (first at index {seen[key]})"
        else:
            seen[key] = index
    missing = [rank for rank in deck if rank not in seen]
    if missing:
        yield pointer, f"{what} lacks deck rank(s) {' '.join(missing)}"


def _orders(data: dict[str, Any]) -> Iterator[Finding]:
    deck = _deck_ranks(data)
    for name, order in data["orders"].items():
        yield from _covers_deck(order["ranks"], deck, f"/orders/{name}/ranks", f"the {name} order")
    for kind, contract in data["contracts"].items():
        for name, order in contract.get("orders", {}).items():
            pointer = f"/contracts/{kind}/orders/{name}/ranks"
            yield from _covers_deck(order["ranks"], deck, pointer, f"contracts.{kind}'s {name} order")


def _point_tables(data: dict[str, Any]) -> Iterator[Finding]:
    deck = _deck_ranks(data)
    for kind, contract in data["contracts"].items():
        for name in ("trump_points", "plain_points"):
            if name not in contract:
                continue
            table, pointer = contract[name], f"/contracts/{kind}/{name}"
            yield from _covers_deck(table["ranks"], deck, f"{pointer}/ranks", f"contracts.{kind}.{name}")
            if len(table["points"]) != len(table["ranks"]):
                yield (
                    f"{pointer}/points",
                    f"{len(table['points'])} points for {len(table['ranks'])} ranks; give one per rank",
                )


def _card_points(contract: dict[str, Any], suits: int) -> tuple[int, str] | None:
    """The card points of one deal under this contract, with the arithmetic; None if a table is unusable."""
    sums: dict[str, int] = {}
    for name in _TABLES_NEEDED[contract["trumps"]]:
        table = contract.get(name)
        if table is None or len(table["points"]) != len(table["ranks"]):
            return None
        sums[name] = sum(table["points"])
    trumps = contract["trumps"]
    if trumps == "one":
        trump, plain = sums["trump_points"], sums["plain_points"]
        return trump + (suits - 1) * plain, f"{trump} + ({suits}-1)×{plain}"
    table_sum = sums["plain_points" if trumps == "none" else "trump_points"]
    return suits * table_sum, f"{suits}×{table_sum}"


def _contracts(data: dict[str, Any]) -> Iterator[Finding]:
    suits, last = len(data["deck"]["suits"]), data["scoring"]["last_trick"]["bonus"]
    for kind, contract in data["contracts"].items():
        pointer, trumps = f"/contracts/{kind}", contract["trumps"]
        if _KIND_TRUMPS.get(kind, trumps) != trumps:
            yield (
                f"{pointer}/trumps",
                f"contracts.{kind} must have trumps: {_KIND_TRUMPS[kind]}, got {trumps}",
            )
        for name in _TABLES_NEEDED[trumps]:
            if name not in contract:
                yield pointer, f"a contract with trumps: {trumps} needs {name}"
        if "multiplies" in contract and not {"points_multiplier", "points_scale"} & contract.keys():
            yield (
                f"{pointer}/multiplies",
                "multiplies names what points_multiplier or points_scale counts, and this kind has neither",
            )
        times = contract.get("points_multiplier", 1)
        if isinstance(times, dict):
            if trumps != "one":
                yield f"{pointer}/points_multiplier", "a multiplier by trump suit needs a kind with trumps: one"
            missing = [s for s in data["deck"]["suits"] if s not in times]
            unknown = [s for s in times if s not in data["deck"]["suits"]]
            if missing or unknown:
                yield (
                    f"{pointer}/points_multiplier",
                    f"a multiplier by trump suit names each suit of the deck once ({' '.join(data['deck']['suits'])})",
                )
            times = 1  # total_points is then the deal's points before the trump suit's multiplier
        derived = _card_points(contract, suits)
        if derived is None or "total_points" not in contract:
            continue
        points, sum_text = derived
        multiplies = contract.get("multiplies", ["cards", "last_trick"])
        if times > 1 and not {"cards", "last_trick"} <= set(multiplies):
            card_times, last_times = (times if part in multiplies else 1 for part in ("cards", "last_trick"))
            total = points * card_times + last * last_times
            shown = f"{sum_text} × {card_times} + {last} (last trick) × {last_times}"
        else:
            total = (points + last) * times
            shown = (
                f"({sum_text} + {last} (last trick)) × {times}" if times > 1 else f"{sum_text} + {last} (last trick)"
            )
        if contract["total_points"] != total:
            yield (
                f"{pointer}/total_points",
                f"total_points is {contract['total_points']} but the tables give {shown} = {total}",
            )


def _capot(data: dict[str, Any]) -> Iterator[Finding]:
    capot, suit = data["scoring"]["capot"], data["contracts"].get("suit")
    if "total" not in capot or suit is None:
        return
    derived = _card_points(suit, len(data["deck"]["suits"]))
    if derived is None:
        return
    points, last, bonus = derived[0], data["scoring"]["last_trick"]["bonus"], capot["bonus"]
    if capot["replaces_last_trick"]:
        expected, text = (
            points + bonus,
            f"{points} card points + {bonus} capot bonus (replacing the last trick)",
        )
    else:
        expected, text = (
            points + last + bonus,
            f"{points} card points + {last} last trick + {bonus} capot bonus",
        )
    if capot["total"] != expected:
        yield "/scoring/capot/total", f"capot total is {capot['total']} but {text} = {expected}"


def _dealing(data: dict[str, Any]) -> Iterator[Finding]:
    players, deck = data["table"]["players"], data["deck"]
    before, after = data["dealing"]["before_bidding"], data["dealing"]["after_bidding"]
    to_taker = after["turn_up_to"] == "taker"
    extra = after.get("extra_to_taker", 0)
    undealt = data["dealing"].get("undealt", {}).get("cards", 0)
    stacks = data["dealing"].get("table_cards", {}).get("stacks", 0)
    dealt = (
        players * sum(before["packets"])
        + before["turn_up"]
        + players * sum(after["packets"])
        - (1 if to_taker else 0)
        + extra
        + undealt
        + players * 2 * stacks
    )
    size = len(deck["suits"]) * len(deck["ranks"])
    if dealt != size:
        taker = " - 1 (the taker's turned card)" if to_taker else ""
        more = (f" + {extra} to the taker" if extra else "") + (f" + {undealt} undealt" if undealt else "")
        more += f" + {players}×2×{stacks} on the table" if stacks else ""
        yield (
            "/dealing",
            f"the deal hands out {players}×{sum(before['packets'])} + {before['turn_up']} turned up + "
            f"{players}×{sum(after['packets'])}{taker}{more} = {dealt} cards, but the deck has "
            f"{len(deck['suits'])}×{len(deck['ranks'])} = {size}",
        )
    discard = after.get("discard", {}).get("count", 0)
    if extra != discard:
        yield (
            "/dealing/after_bidding",
            f"the taker receives {extra} extra cards but discards {discard}: every hand must hold as many cards",
        )
    exchange = data["dealing"].get("trump_exchange")
    if exchange and (before["turn_up"] != 1 or to_taker):
        yield (
            "/dealing/trump_exchange",
            "an exchange with the turned card needs a card turned up that stays on the table (turn_up_to: nobody)",
        )
    nxt = data["dealing"]["next_dealer"]
    if nxt["rule"] == "highest_scorer" and "after_cancelled" not in nxt:
        yield (
            "/dealing/next_dealer",
            "next_dealer: highest_scorer needs after_cancelled, for a deal nobody scores or two score alike",
        )
    if to_taker and before["turn_up"] != 1:
        yield (
            "/dealing/after_bidding/turn_up_to",
            f"turn_up_to: taker needs a turned card (dealing.before_bidding.turn_up is {before['turn_up']})",
        )
    for pointer, path in _POSITIONS_WITHOUT_TAKER:
        node: Any = data
        for key in path:
            node = node.get(key) if isinstance(node, dict) else None
        if node == "taker":
            yield pointer, "`taker` is allowed only in dealing.after_bidding.start; here nobody has taken yet"


def _table(data: dict[str, Any]) -> Iterator[Finding]:
    table = data["table"]
    seats = table["seats"]
    owner: dict[Any, Any] = {}
    if len(seats) != table["players"]:
        yield "/table/seats", f"{len(seats)} seats for {table['players']} players"
    for team, members in table["teams"].items():
        for index, seat in enumerate(members):
            pointer = join(join("/table/teams", team), index)
            if seat not in seats:
                yield pointer, f"unknown seat {seat!r} (seats are {' '.join(seats)})"
            elif seat in owner:
                yield pointer, f"seat {seat} is already in team {owner[seat]}"
            else:
                owner[seat] = team
    alone = [seat for seat in seats if seat not in owner]
    if alone:
        yield "/table/teams", f"seat(s) {' '.join(alone)} belong to no team"


def _citation_lists(node: Any, pointer: str) -> Iterator[tuple[str, list[Any]]]:
    """Every list under a citation key, with its pointer, in document order. Only containers are walked into and
    given a pointer: the check runs on every perturbation of every variant (`validate`'s fault catalog), and
    a pointer for every leaf was most of its time."""
    if isinstance(node, dict):
        for key, value in node.items():
            if isinstance(value, dict | list):
                child = join(pointer, key)
                if isinstance(value, list) and key in CITATION_KEYS:
                    yield child, value
                yield from _citation_lists(value, child)
    elif isinstance(node, list):
        for index, value in enumerate(node):
            if isinstance(value, dict | list):
                yield from _citation_lists(value, join(pointer, index))


def _sources(data: dict[str, Any]) -> Iterator[Finding]:
    sources = data["sources"]
    known = ", ".join(sources)
    for pointer, node in _citation_lists(data, ""):
        for index, citation in enumerate(node):
            if isinstance(citation, dict) and citation.get("source") not in sources:
                yield f"{pointer}/{index}/source", f"unknown source {citation.get('source')!r} (sources: {known})"
    for key, erratum in data.get("errata", {}).items():
        if erratum["source"] not in sources:
            yield join("/errata", key) + "/source", f"unknown source {erratum['source']!r} (sources: {known})"


def source_files(data: dict[str, Any]) -> Iterator[Finding]:
    """The problems of the source files `data["sources"]` names, looked up on disk: they depend on that value
    alone, so the perturbations of a variant that leave it as it is share their spec's (mutants.perturbation_valid)."""
    sources = data["sources"]
    folders = " or ".join(str(f) for f in resources.source_dirs())
    for key, source in sources.items():
        files = [("file", source["file"])] if "file" in source else []
        files += [(f"also/{i}", name) for i, name in enumerate(source.get("also", []))]
        for where, name in files:
            pointer = f"/sources/{key}/{where}"
            if name in ("", ".", "..") or "/" in name or "\\" in name:
                yield pointer, f"{name!r} must be a plain file name in spec/sources/"
            elif problem := resources.source_problem(name):
                yield pointer, problem
            elif resources.source_file(name) is None:
                yield pointer, f"no file {name!r} in {folders}"


def _ranks_named(data: dict[str, Any]) -> Iterator[Finding]:
    deck = _deck_ranks(data)
    for index, rank in enumerate(data["belote"]["cards"]):
        if str(rank) not in deck:
            yield f"/belote/cards/{index}", f"{rank} is not a deck rank (the deck has {' '.join(deck)})"
    declarations = data["declarations"]
    for index, carre in enumerate(declarations.get("carres", [])):
        if str(carre["rank"]) not in deck:
            yield f"/declarations/carres/{index}/rank", f"{carre['rank']} is not a deck rank"
    lengths: dict[int, int] = {}
    for index, sequence in enumerate(declarations.get("sequences", [])):
        length, pointer = sequence["length"], f"/declarations/sequences/{index}/length"
        if length in lengths:
            yield pointer, f"length {length} is listed twice (first at index {lengths[length]})"
        lengths.setdefault(length, index)
        if length > len(deck):
            yield pointer, f"a sequence of {length} cards is longer than a suit ({len(deck)} ranks)"


def _bidding(data: dict[str, Any]) -> Iterator[Finding]:
    turn_up, contracts = data["dealing"]["before_bidding"]["turn_up"], data["contracts"]
    for i, round_ in enumerate(data["bidding"].get("rounds", [])):
        for j, name in enumerate(round_["may_take"]):
            pointer = f"/bidding/rounds/{i}/may_take/{j}"
            if name in ("turned_suit", "other_suits") and turn_up != 1:
                yield (
                    pointer,
                    f"{name} needs a turned card (dealing.before_bidding.turn_up is {turn_up}, not 1)",
                )
            if name in _SUIT_BIDS and all(c["trumps"] != "one" for c in contracts.values()):
                yield pointer, f"{name} needs contracts.suit (or another kind with trumps: one)"
            if name not in _SUIT_BIDS and name not in contracts:
                yield (
                    pointer,
                    (
                        f"{name} needs contracts.{name}"
                        if name in _KIND_TRUMPS
                        else f"{name} is neither a suit choice ({', '.join(_SUIT_BIDS)}) nor a contract kind of this"
                        f" variant ({', '.join(contracts)})"
                    ),
                )
            elif name not in _SUIT_BIDS and contracts[name]["trumps"] == "one":
                yield pointer, f"contracts.{name} has one trump suit: a round offers it by {', '.join(_SUIT_BIDS)}"
    speakers = data["bidding"].get("speakers", [])
    if speakers and data["bidding"]["system"] == "auction":
        yield "/bidding/speakers", "speakers name the turns of a take-or-pass bidding, not of an auction"
    if "partner_of_first_speaker" in speakers:
        teams = data["table"]["teams"].values()
        if any(len(seats) != 2 for seats in teams):
            yield "/bidding/speakers", "partner_of_first_speaker needs sides of two seats"

    speakers = data["bidding"].get("speakers", [])
    if speakers and data["bidding"]["system"] == "auction":
        yield "/bidding/speakers", "speakers name the turns of a take-or-pass bidding, not of an auction"
    if "partner_of_first_speaker" in speakers:
        teams = data["table"]["teams"].values()
        if any(len(seats) != 2 for seats in teams):
            yield "/bidding/speakers", "partner_of_first_speaker needs sides of two seats"


def _kind_names(data: dict[str, Any]) -> Iterator[Finding]:
    """The contract kinds declarations and match points name are kinds of the variant (the three named by the
    language may be listed where the variant lacks them: they then never apply; belote's are checked in
    `_sides`)."""
    contracts = data["contracts"]
    declared = data.get("declarations", {}).get("contracts", [])
    named = [(f"/declarations/contracts/{i}", name) for i, name in enumerate(declared)]
    match_points = data["scoring"].get("match_points") or {}
    named += [(f"/scoring/match_points/round_up_from/{k}", k) for k in match_points.get("round_up_from", {})]
    for pointer, name in named:
        if name not in contracts and name not in _KIND_TRUMPS:
            yield pointer, f"{name} is not a contract kind of this variant (it has {', '.join(contracts)})"


def _auction(data: dict[str, Any]) -> Iterator[Finding]:
    bidding = data["bidding"]
    if bidding["system"] == "auction":
        auction = bidding.get("auction")
        if auction is None:
            yield "/bidding", "system: auction needs bidding.auction"
            return
        for i, name in enumerate(auction["contracts"]):
            contracts = data["contracts"]
            suit_kind = next((k for k, c in contracts.items() if c["trumps"] == "one"), "suit")
            kind = suit_kind if len(name) == 1 else name
            if (
                kind not in contracts
                or (kind == suit_kind and name not in data["deck"]["suits"])
                or (kind != suit_kind and contracts[kind]["trumps"] == "one")
            ):
                yield f"/bidding/auction/contracts/{i}", f"{name} is not a contract or suit of this variant"
        if auction["raise_by"] == "points" and "points" not in auction:
            yield "/bidding/auction", "raise_by: points needs auction.points (min, max, step)"
        if auction["raise_by"] != "points" and "points" in auction:
            yield "/bidding/auction/points", "auction.points is read only when bids raise by points (raise_by: points)"
    elif "rounds" not in bidding:
        yield "/bidding", f"system: {bidding['system']} needs bidding.rounds"


def _sides(data: dict[str, Any]) -> Iterator[Finding]:
    if len(data["table"]["teams"]) > 2 and "shared" not in data["scoring"]["failure"]:
        yield (
            "/scoring/failure",
            "with more than two sides, failure.shared must say how the lost points are shared (split or each)",
        )
    failure = data["scoring"]["failure"]
    if "flat" in failure and "tricks" not in failure["to_defence"]:
        yield "/scoring/failure/flat", "failure.flat prices the tricks the defence wins: to_defence must name tricks"
    if "bid_contract" in data["scoring"] and len(data["table"]["teams"]) != 2:
        # No source scores a points contract against several defending sides: the language does not guess one.
        yield (
            "/scoring/bid_contract",
            f"bid_contract scores a contract between two sides; this table has {len(data['table']['teams'])}",
        )
    if "flat" in failure and "bid_contract" in data["scoring"]:
        yield "/scoring/failure/flat", "with bid_contract, bid_contract.flat prices a failed contract's tricks"
    unknown = [k for k in data["belote"].get("contracts", []) if k not in data["contracts"]]
    if unknown:
        yield "/belote/contracts", f"belote names contract kinds the variant does not have: {', '.join(unknown)}"
    offences = [p["offence"] for p in data["scoring"].get("penalties", [])]
    if len(offences) != len(set(offences)):
        yield "/scoring/penalties", "each offence is priced once"


def _roem(data: dict[str, Any]) -> Iterator[Finding]:
    decl = data["declarations"]
    if decl.get("trump_pair") and decl.get("formed_by", "hand") != "trick":
        # The trump pair (stuk) is roem of a trick; in a hand the King and Queen are belote (`belote`).
        yield (
            "/declarations/trump_pair",
            "trump_pair counts only where combinations form in tricks (formed_by: trick); in a hand the pair is belote",
        )


def _tie(data: dict[str, Any]) -> Iterator[Finding]:
    tie = data["scoring"]["tie"]
    if tie["rule"] == "hold_takers_points" and not tie.get("held"):
        where = "/scoring/tie/held" if "held" in tie else "/scoring/tie"
        yield where, "rule hold_takers_points needs a non-empty `held` list"


# Keys that document, name or source a variant rather than set a rule: no `unstated` mark may name them.
_NOT_RULES = DOCUMENTATION_KEYS


def _unstated(data: dict[str, Any]) -> Iterator[Finding]:
    """Each `unstated` mark names a rule the schema knows (it may be absent from the variant: an optional
    rule the sources leave open); a typo would otherwise mark nothing and excuse nothing, silently."""
    for mark in data.get("unstated", {}):
        tokens = pointer_tokens(mark)
        if any(t in _NOT_RULES for t in tokens) or not variant_schema.known(mark):
            yield join("/unstated", mark), f"unstated names {mark}, which is no rule of the variant schema"


CHECKS: tuple[_Check, ...] = (
    _orders,
    _point_tables,
    _contracts,
    _capot,
    _dealing,
    _table,
    _sources,
    source_files,
    _ranks_named,
    _bidding,
    _kind_names,
    _tie,
    _sides,
    _roem,
    _auction,
    _unstated,
)


def check(data: dict[str, Any], files: bool = True) -> list[Finding]:
    """Every meaning problem of a schema-valid resolved variant (without `files`, all but those of source_files)."""
    return [finding for run in CHECKS if files or run is not source_files for finding in run(data)]
