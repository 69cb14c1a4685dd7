# ToastKit: the two commands a newcomer runs are `make demo` and `make test` (see README.md).
# Each installs what the machine lacks first, through scripts/setup.

SWIFT ?= swift
TOOLS := Tools

.PHONY: setup demo test test-core test-tools build clean ios-check sanitize coverage

setup:
	@scripts/setup

## The main job: draw every preset, position and seed timeline (out/gallery/index.html), refresh
## the README's images, and print the four seed systems' timelines from the conformance harness.
demo: setup
	@$(SWIFT) build --package-path $(TOOLS) --product toastkit -c release >/dev/null
	@scripts/demo

## Every test: the library package, then the tools package.
test: setup test-core test-tools

test-core:
	$(SWIFT) test

test-tools:
	$(SWIFT) test --package-path $(TOOLS)
	@scripts/check-cli

build:
	$(SWIFT) build
	$(SWIFT) build --package-path $(TOOLS)

## Both packages' tests under AddressSanitizer (with LeakSanitizer) and ThreadSanitizer, each in
## its own build folder.
sanitize: setup
	@scripts/sanitize

## Line coverage per module from each package's tests; fails if ToastCore is below 95 %.
coverage: setup
	@scripts/coverage

## Compile the Apple-only code against the iOS SDK (needs shared/tools/ios-sdk set up; CI cannot).
ios-check:
	@scripts/ios-check

clean:
	rm -rf .build $(TOOLS)/.build
