-- The feed's first page writes each card's JSON text in the database (modules/feed/card-json.ts).
-- Its content_object_data and metadata depend on the activity's row alone, yet validating and
-- re-serializing their jsonb at every read cost a fifth to a third of the first page's database
-- CPU at 64 clients. They are now written once with the row, into generated columns that every
-- writer (the app, the demo, the benchmark's seeder) fills without naming them.
--
-- The functions hold the SQL card-json.ts wrote for them, the activity's columns now arguments:
-- the JSON the route's response schema writes, compact and in activityContentObjectDataSchema's
-- and activityMetadataSchema's key order, or presentActivity's fallback when the stored value
-- does not match (the summary from the row; empty metadata). They are IMMUTABLE, as a generated
-- column requires, because they read nothing but their arguments: no table, setting or clock.
-- The stable functions they call (to_json, concat_ws) are stable only for types whose text
-- depends on settings, such as timestamps; here they see only text and integers.
CREATE FUNCTION "activity_content_object_data_json"(
	content_object_data jsonb, content_title text, object_id integer, content_type text
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN (case when coalesce((jsonb_typeof(content_object_data->'title') = 'string' and jsonb_typeof(content_object_data->'summary') = 'string'
    and (case when jsonb_typeof((content_object_data->'url_data')->'id') = 'number'
    then ((content_object_data->'url_data')->'id')::numeric = trunc(((content_object_data->'url_data')->'id')::numeric) and abs(((content_object_data->'url_data')->'id')::numeric) <= 9007199254740991
    else false end)
    and (content_object_data->'url_data')->>'type' in ('hunt', 'location', 'report', 'friendship', 'user')), false)
    then ('{' || concat_ws(',', '"title":' || coalesce(to_json(content_object_data->>'title')::text, 'null'), '"summary":' || coalesce(to_json(content_object_data->>'summary')::text, 'null'), '"url_data":' || ('{' || concat_ws(',', '"id":' || (((content_object_data->'url_data')->>'id')::numeric::bigint)::text, '"type":' || coalesce(to_json((content_object_data->'url_data')->>'type')::text, 'null')) || '}')) || '}')
    else ('{' || concat_ws(',', '"title":' || coalesce(to_json(content_title)::text, 'null'), '"summary":' || coalesce(to_json(''::text)::text, 'null'), '"url_data":' || ('{' || concat_ws(',', '"id":' || (object_id)::text, '"type":' || coalesce(to_json(content_type)::text, 'null')) || '}')) || '}') end);
--> statement-breakpoint
CREATE FUNCTION "activity_metadata_json"(metadata jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN (case when jsonb_typeof(metadata) = 'object' and (not metadata->'bird_count' is not null or coalesce((case when jsonb_typeof(metadata->'bird_count') = 'number'
    then (metadata->'bird_count')::numeric = trunc((metadata->'bird_count')::numeric) and abs((metadata->'bird_count')::numeric) <= 9007199254740991
    else false end), false)) and (not metadata->'species' is not null or coalesce((jsonb_typeof(metadata->'species') = 'array'
    and not exists (select 1 from jsonb_array_elements(metadata->'species') element where not coalesce(jsonb_typeof(element) = 'string', false))), false)) and (not metadata->'shared_with' is not null or coalesce((jsonb_typeof(metadata->'shared_with') = 'array'
    and not exists (select 1 from jsonb_array_elements(metadata->'shared_with') element where not coalesce((case when jsonb_typeof(element->'id') = 'number'
    then (element->'id')::numeric = trunc((element->'id')::numeric) and abs((element->'id')::numeric) <= 9007199254740991
    else false end) and jsonb_typeof(element->'username') = 'string', false))), false)) and (not metadata->'hunt_name' is not null or coalesce(jsonb_typeof(metadata->'hunt_name') = 'string', false)) and (not metadata->'location_name' is not null or coalesce(jsonb_typeof(metadata->'location_name') = 'string', false)) and (not metadata->'comment_text' is not null or coalesce(jsonb_typeof(metadata->'comment_text') = 'string', false)) and (not metadata->'mutual_friends' is not null or coalesce((case when jsonb_typeof(metadata->'mutual_friends') = 'number'
    then (metadata->'mutual_friends')::numeric = trunc((metadata->'mutual_friends')::numeric) and abs((metadata->'mutual_friends')::numeric) <= 9007199254740991
    else false end), false)) and (not metadata->'previous_privacy_level' is not null or coalesce((jsonb_typeof(metadata->'previous_privacy_level') = 'string'
        and (metadata->'previous_privacy_level' #>> '{}') in ('private', 'friends', 'public')), false))
    then ('{' || concat_ws(',', '"bird_count":' || (case when metadata->'bird_count' is not null then ((metadata->'bird_count')::numeric::bigint)::text end), '"species":' || (case when metadata->'species' is not null then coalesce((select '[' || string_agg(coalesce(to_json(name)::text, 'null'), ',' order by position) || ']' from jsonb_array_elements_text(metadata->'species') with ordinality as species(name, position)), '[]') end), '"shared_with":' || (case when metadata->'shared_with' is not null then coalesce((select '[' || string_agg(('{' || concat_ws(',', '"id":' || coalesce(to_json((entry->>'id')::numeric::bigint)::text, 'null'), '"username":' || coalesce(to_json(entry->>'username')::text, 'null')) || '}'), ',' order by position) || ']' from jsonb_array_elements(metadata->'shared_with') with ordinality as shared(entry, position)), '[]') end), '"hunt_name":' || (case when metadata->'hunt_name' is not null then coalesce(to_json((metadata->'hunt_name' #>> '{}'))::text, 'null') end), '"location_name":' || (case when metadata->'location_name' is not null then coalesce(to_json((metadata->'location_name' #>> '{}'))::text, 'null') end), '"comment_text":' || (case when metadata->'comment_text' is not null then coalesce(to_json((metadata->'comment_text' #>> '{}'))::text, 'null') end), '"mutual_friends":' || (case when metadata->'mutual_friends' is not null then ((metadata->'mutual_friends')::numeric::bigint)::text end), '"previous_privacy_level":' || (case when metadata->'previous_privacy_level' is not null then coalesce(to_json((metadata->'previous_privacy_level' #>> '{}'))::text, 'null') end)) || '}') else '{}' end);
--> statement-breakpoint
-- One ALTER, so the table is rewritten once to fill both columns for the rows already there.
ALTER TABLE "activities"
	ADD COLUMN "content_object_data_json" text NOT NULL GENERATED ALWAYS AS
		(activity_content_object_data_json("content_object_data", "content_title", "object_id", "content_type")) STORED,
	ADD COLUMN "metadata_json" text NOT NULL GENERATED ALWAYS AS (activity_metadata_json("metadata")) STORED;
