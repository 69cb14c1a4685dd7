# ToastKit: the two commands a newcomer runs are `make demo` and `make test` (see README.md).
# Each installs what the machine lacks first, through scripts/setup. On a Mac (or any machine
# without apt-get) `make test` runs the library's tests and says in one line why the tools
# package is skipped; TOASTKIT_REQUIRE_TOOLS=1 (CI) makes that a failure instead.

SWIFT ?= swift
TOOLS := Tools

.PHONY: playground workflow-check setup demo test test-core test-tools build clean ios-check docs api-check api-baseline format format-check fuzz soak sanitize coverage

setup:
	@scripts/setup

## The main job: draw every preset, position and classic timeline (out/gallery/index.html), refresh
## the README's images, and print the four classic systems' timelines from the conformance harness.
demo:
	@scripts/setup tools || { echo "make demo: the gallery is drawn by the tools package's renderer, which this machine cannot build (above)" >&2; exit 1; }
	@$(SWIFT) build --package-path $(TOOLS) --product toastkit -c release >/dev/null
	@scripts/demo

## Every test: the library package, then the tools package.
test: test-core test-tools

test-core:
	@scripts/setup library
	$(SWIFT) test

test-tools:
	@status=0; scripts/setup tools || status=$$?; \
	if [ $$status -eq 3 ] && [ "$${TOASTKIT_REQUIRE_TOOLS:-0}" != 1 ]; then \
	  echo "make test: the tools package was skipped (the line above says why); the library's tests ran"; exit 0; \
	elif [ $$status -ne 0 ]; then exit $$status; fi; \
	$(SWIFT) test --package-path $(TOOLS) && scripts/check-cli && scripts/playground test

## The WebAssembly playground: build the module and the page (out/playground/site), then the
## browser test in headless Chromium (screenshots in out/playground/browser).
playground:
	@scripts/playground build
	@scripts/playground browser

build:
	$(SWIFT) build
	$(SWIFT) build --package-path $(TOOLS)

## Fuzz the engine (and the script reader) with libFuzzer from the committed starting corpus, for
## FUZZ_SECONDS a target (default 60); a finding fails and keeps its input in out/fuzz.
FUZZ_SECONDS ?= 60
fuzz:
	@scripts/fuzz $(FUZZ_SECONDS)

## Long property runs (10,000 sequences of 200 steps with updates and every event) and a soak
## of the real-clock runtime (thousands of toasts over about ten seconds).
soak:
	TOASTKIT_PROPERTY_SEQUENCES=$${TOASTKIT_PROPERTY_SEQUENCES:-10000} TOASTKIT_PROPERTY_STEPS=$${TOASTKIT_PROPERTY_STEPS:-200} \
	  $(SWIFT) test --filter PropertyTests
	TOASTKIT_SOAK=1 $(SWIFT) test --filter SoakTests

## Both packages' tests under AddressSanitizer (with LeakSanitizer) and ThreadSanitizer, each in
## its own build folder.
sanitize: setup
	@scripts/sanitize

## Line coverage per module from each package's tests; fails if ToastCore is below 95 %.
coverage: setup
	@scripts/coverage

## Compile the Apple-only code against the iOS 26.2 SDK (needs shared/tools/ios-sdk set up; CI
## cannot): at deployment target iOS 16, as an app extension, then at iOS 26; the iOS modules' API
## against the baseline and the privacy manifests against the objects on the way.
ios-check:
	@scripts/ios-check

## A static DocC site of every library module in out/docs (docc warnings are errors); the iOS
## modules where the iOS SDK is set up, ToastCore alone elsewhere.
docs:
	@scripts/docs

## The public API against the baseline in api/ (swift-api-digester): ToastCore here, the iOS
## modules in ios-check. A break fails until api-baseline records it on purpose (CONTRIBUTING.md).
api-check:
	@scripts/api-check

## Record today's public API as the baseline, on purpose, with a CHANGELOG line for any break.
api-baseline:
	@scripts/api-check --update
	@if [ -x ../shared/tools/ios-sdk ] && ../shared/tools/ios-sdk --sdk 26.2 status >/dev/null 2>&1; then \
	  ../shared/tools/ios-sdk --sdk 26.2 build ToastKit ToastSwiftUI ToastKitClassic ToastKitClassicObjC >/dev/null && scripts/api-check --update --ios; \
	else echo "api-baseline: the iOS SDK is not set up here: api/ToastKit*, api/ToastSwiftUI* left as they were"; fi

## Format every Swift file with swift format and .swift-format; format-check lints and fails on
## any finding.
format:
	@scripts/format

format-check:
	@scripts/format --check

## Validate the GitHub Actions workflows (.github/workflows).
workflow-check:
	@scripts/workflow-check

clean:
	rm -rf .build $(TOOLS)/.build
