"""python -m reference_impl.rulebook OUT [--format ...]: the `docs` command alone."""

import sys

from . import main

sys.exit(main())
