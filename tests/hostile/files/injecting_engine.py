"""An engine whose words attack the reports that show them: its name, its error messages and its stderr carry
terminal control (a carriage return and a clear screen that repaint the verdict), Markdown and HTML markup,
and, with `huge`, a refusal of 300,000 characters to every request.

usage: injecting_engine.py [huge | CONFIG]

CONFIG is a JSON object (tests/hostile/injection.yaml's input) naming the only attacks to make: `name` (hello's
name), `said` (each answer's error message), `stderr` (written before each answer), and `pad`: that many more
characters, the answer then being a refusal, which the failure's message quotes whole.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from belote_spec.protocol.interface import ReferenceEngine
from belote_spec.protocol.server import answer

NAME = "evil\r\x1b[2J\x1b[H0 failed\n# heading\n<img src=x onerror=alert(1)>[x](javascript:alert(1))\x9b31m\x00"
SAID = "\r\x1b[2K0 passed, 0 failed\x07 *bold* <script>alert(1)</script> `code` ![i](javascript:x)"


def _config(argv: list[str]) -> dict[str, Any]:
    """Every attack at once, or (with CONFIG) only those it names, the rest plain."""
    attacks = {"name": NAME, "said": SAID, "stderr": f"log{SAID}\n", "pad": 0}
    if argv == ["huge"]:
        return attacks | {"pad": 300_000}
    if argv:
        return {"name": "injecting", "said": "no", "stderr": "", "pad": 0} | json.loads(argv[0])
    return attacks


def main() -> int:
    config = _config(sys.argv[1:])
    name, said, pad, stderr = config["name"], config["said"], config["pad"], config["stderr"]
    engine = ReferenceEngine()
    for raw in sys.stdin.buffer:
        request = json.loads(raw)
        rid = request["id"]
        if request["op"] == "hello":
            result = answer(engine, raw.decode(), ["french"])["result"] | {"variants": ["french"], "name": name}
            sys.stdout.write(json.dumps({"id": rid, "result": result}) + "\n")
        else:
            sys.stderr.write(stderr)
            sys.stderr.flush()
            if pad:  # a refusal, which the failure's message quotes whole (an error's message is cut short)
                refusal = {"rule": "turn", "message": said + "y" * pad}
                sys.stdout.write(json.dumps({"id": rid, "rejected": refusal}) + "\n")
            else:
                sys.stdout.write(json.dumps({"id": rid, "error": {"message": said}}) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
