"""Debian packages for Panel programs (deploy/package.sh), and the list of what a package
installs that the virtual kiosk carries too (`PackageContents`)."""

from .contents import PackageContents
from .programs import PackageError, ProgramSpec, registry, spec_for, spec_for_binary
from . import debfile
