-- An erased account's address was 'deleted-ID@deleted.invalid': a valid
-- address anyone could sign up with first, which then broke the deletion.
-- Erased accounts now keep 'deleted:ID', which is no e-mail address, so no
-- sign-up, sign-in or reset can ever reach them.
UPDATE users SET email = 'deleted:' || id WHERE deleted_at IS NOT NULL;
