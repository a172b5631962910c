-- Agent team (issue 14 points 2 and 6, §2 registerCenter and downlineManagmentView): when a member
-- registered, the invitation links an agent hands out, and which link brought each member in.

-- The team page lists when each downline registered; rows that existed before this column get the
-- migration's time. IF NOT EXISTS: another migration may add the same column for its own report.
ALTER TABLE members ADD COLUMN IF NOT EXISTS registered_at timestamptz NOT NULL DEFAULT now();

-- A team is walked from the top down (children of a node, then theirs): one index on the upline.
CREATE INDEX IF NOT EXISTS members_upline ON members (upline_id);

-- An agent's invitation link: registering with its code puts the new member under the owner, as
-- an agent or a player as the link says. Codes are unique per merchant and never reused.
CREATE TABLE invitation_links (
  id serial PRIMARY KEY,
  merchant text NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  owner_id int NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  code text NOT NULL,
  member_type text NOT NULL CHECK (member_type IN ('agent', 'player')),
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  -- deleted links stay so their code is never handed out again and old registrations keep their link
  deleted_at timestamptz
);
CREATE UNIQUE INDEX invitation_links_code ON invitation_links (merchant, upper(code));
CREATE INDEX invitation_links_owner ON invitation_links (owner_id, created_at DESC) WHERE deleted_at IS NULL;

-- The link a member registered through (counted per link on the link list).
ALTER TABLE members ADD COLUMN invitation_link_id int REFERENCES invitation_links(id);
CREATE INDEX members_invitation_link ON members (invitation_link_id) WHERE invitation_link_id IS NOT NULL;
