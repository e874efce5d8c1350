"""An engine whose words attack the reports that show them: its name, its error messages and its stderr carry
terminal control (a carriage return and a clear screen that repaint the verdict), Markdown and HTML markup,
and, with `huge`, a refusal of 300,000 characters to every request.

usage: injecting_engine.py [huge]
"""

from __future__ import annotations

import json
import sys

from belote_spec.protocol.interface import ReferenceEngine
from belote_spec.protocol.server import answer

NAME = "evil\r\x1b[2J\x1b[H0 failed\n# heading\n<img src=x onerror=alert(1)>[x](javascript:alert(1))\x9b31m\x00"
SAID = "\r\x1b[2K0 passed, 0 failed\x07 *bold* <script>alert(1)</script> `code` ![i](javascript:x)"


def main() -> int:
    huge = sys.argv[1:] == ["huge"]
    engine = ReferenceEngine()
    for raw in sys.stdin.buffer:
        request = json.loads(raw)
        rid = request["id"]
        if request["op"] == "hello":
            result = answer(engine, raw.decode(), ["french"])["result"] | {"variants": ["french"], "name": NAME}
            sys.stdout.write(json.dumps({"id": rid, "result": result}) + "\n")
        else:
            sys.stderr.write(f"log{SAID}\n")
            sys.stderr.flush()
            if huge:  # a refusal 300,000 characters long, which the failure's message quotes
                refusal = {"rule": "turn", "message": SAID + "y" * 300_000}
                sys.stdout.write(json.dumps({"id": rid, "rejected": refusal}) + "\n")
            else:
                sys.stdout.write(json.dumps({"id": rid, "error": {"message": SAID}}) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
