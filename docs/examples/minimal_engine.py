"""The smallest engine belote-spec checks: French Belote's card points, every other request skipped.
belote-spec conformance --engine 'python3 docs/examples/minimal_engine.py' --variant french"""

import json
import sys

POINTS = {  # French Belote's points by rank (docs/rulebooks/french.md); a rank not listed is worth 0
    "trump": {"J": 20, "9": 14, "A": 11, "10": 10, "K": 4, "Q": 3},
    "plain": {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2},
    "no_trumps": {"A": 19, "10": 10, "K": 4, "Q": 3, "J": 2},
    "all_trumps": {"J": 13, "9": 9, "A": 6, "10": 5, "K": 3, "Q": 2},
}
HELLO = {"name": "minimal", "protocol": 2, "variants": ["french"], "operations": ["card_points"]}

for line in sys.stdin:
    request = json.loads(line)
    op, args = request["op"], request["args"]
    if op == "hello":
        answer = {"result": HELLO}
    elif op == "card_points":
        contract, rank, suit = args["contract"], args["card"][:-1], args["card"][-1]
        kind = contract["kind"] if contract["kind"] != "suit" else "trump" if suit == contract["trump"] else "plain"
        answer = {"result": POINTS[kind].get(rank, 0)}
    else:
        answer = {"skip": {"reason": f"{op} is not implemented"}}
    print(json.dumps({"id": request["id"], **answer}), flush=True)
