"""`python3 deploy/vm/kiosk COMMAND ...` (what deploy/vm/kiosk.sh runs) or `python3 -m kiosk`."""

import os
import sys

sys.dont_write_bytecode = True  # keep the source tree free of __pycache__
if not __package__:
    # Run as a directory: import the package from deploy/vm, not its modules as top-level ones.
    sys.path[0] = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

from kiosk.cli import main  # noqa: E402

sys.exit(main())
