-- A hunter's first name (`firstNameOf` in @marshlog/domain: the name trimmed as JavaScript trims,
-- up to its first run of white space) is part of every author the hunt, location and feed first
-- pages write in SQL. Splitting the name with two regular expressions at every read cost about a
-- tenth of the feed page's database time under load; the name changes rarely, so the database
-- now writes the first name with it. The expression is the one platform/json-text.ts wrote at
-- read time; regexp_replace and regexp_split_to_array are immutable, as a generated column needs.
ALTER TABLE "users" ADD COLUMN "first_name" text GENERATED ALWAYS AS (coalesce((regexp_split_to_array(regexp_replace("name", '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$', '', 'g'), '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+'))[1], '')) STORED NOT NULL;
