"""python -m belote_spec.docs.rulebook OUT [--format ...]: the `docs` command alone."""

import sys

from belote_spec.docs.rulebook import main

sys.exit(main())
