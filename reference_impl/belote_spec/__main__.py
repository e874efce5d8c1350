import sys

from belote_spec.cli import main

sys.exit(main())
