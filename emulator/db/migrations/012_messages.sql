-- Member inbox (messageV2) and the notifications the front end polls for toasts (§8).
-- A system message (deposit arrived, withdrawal approved, ...) stores its kind and amount, not text: the front end
-- renders the §8 wording in the reader's language. Mail sent by the operator ('newMail') carries title and body.
CREATE TABLE messages (
  id serial PRIMARY KEY,
  merchant text NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  member_id int NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  kind text NOT NULL,
  title text NOT NULL DEFAULT '',
  body text NOT NULL DEFAULT '',
  amount_cents bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz,
  deleted_at timestamptz
);
CREATE INDEX messages_member ON messages (member_id, created_at DESC, id DESC);

CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  merchant text NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  member_id int NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  kind text NOT NULL,
  amount_cents bigint,
  at timestamptz NOT NULL,
  message_id int REFERENCES messages(id) ON DELETE SET NULL
);
CREATE INDEX notifications_member ON notifications (member_id, id);
