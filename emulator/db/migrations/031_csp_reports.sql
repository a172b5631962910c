-- Content-Security-Policy violations the brand pages report (http/cspReport.ts), read back by tests
-- through GET /__emulator/csp-reports. Addresses are kept without their query: no token lands here.
CREATE TABLE csp_reports (
  id bigserial PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now(),
  document_uri text NOT NULL,
  blocked_uri text NOT NULL,
  directive text NOT NULL,
  disposition text NOT NULL
);
