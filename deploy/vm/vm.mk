# The virtual kiosk (deploy/vm/README.md), for the top-level Makefile: `include deploy/vm/vm.mk`.
.PHONY: deps-vm test-vm run-vm

deps-vm:
	@scripts/install-deps.sh vm

# End-to-end tests on a real Linux kernel in QEMU: every Tests/VM scenario, in one boot.
test-vm: deps-vm
	deploy/vm/e2e.sh

# A program on this machine's display when one is connected and free, else in the virtual
# kiosk with VNC on 127.0.0.1. Empty: the KMS test pattern.
VM_RUN_PROGRAM ?=
run-vm: deps-vm
	deploy/vm/make-run.sh $(VM_RUN_PROGRAM)
