# The virtual kiosk (deploy/vm/README.md), for the top-level Makefile: `include deploy/vm/vm.mk`.
.PHONY: deps-vm test-vm run-vm

deps-vm:
	@scripts/install-deps.sh vm

SWIFT ?= $(shell command -v swift || echo /opt/swift/usr/bin/swift)

# End-to-end tests on a real Linux kernel in QEMU: every Tests/VM scenario, in a few boots,
# with panel-app and the example programs (examples/), and their Debian packages.
# The guest runs panel-app as a kiosk would: optimised, the Swift runtime linked in (a
# debug build takes seconds per frame under TCG and drags the shared runtime along). One
# release build makes every program (`make release`), and `make package` packages them.
# (lintian runs in the tests, not twice.)
test-vm: deps-vm
	$(MAKE) package PACKAGE_OPTIONS=
	deploy/vm/e2e.sh

# A program on this machine's display when one is connected and free, else in the virtual
# kiosk with VNC on 127.0.0.1. Empty: the KMS test pattern.
VM_RUN_PROGRAM ?=
run-vm: deps-vm
	deploy/vm/make-run.sh $(VM_RUN_PROGRAM)
