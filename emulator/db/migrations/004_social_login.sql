-- Social sign-in (spec §4 Two-factor: a google/facebook/… account may be bound to an existing or a
-- new account; binding is irreversible). Nothing ever deletes or updates a binding.

-- One row per provider account bound to a member. The primary key makes an identity bindable once.
CREATE TABLE social_identities (
  merchant text NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  provider text NOT NULL,
  subject text NOT NULL,
  member_id int NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  bound_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant, provider, subject)
);
CREATE INDEX social_identities_member ON social_identities (member_id);

-- One sign-in attempt: made by the start call, answered on the provider's consent page, spent by
-- the login or the bind. `code` exists only after consent; `failures` counts wrong passwords
-- given while binding, so one consent cannot be used to guess passwords for long.
CREATE TABLE social_states (
  state text PRIMARY KEY,
  merchant text NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  provider text NOT NULL,
  return_path text NOT NULL,
  language text NOT NULL DEFAULT 'EN',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'consented', 'denied', 'used')),
  subject text,
  code text,
  failures int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
