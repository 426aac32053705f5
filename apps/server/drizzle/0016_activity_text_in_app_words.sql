-- Issue 29, item 2: hunt activities written before the feed used the app's own words keep text
-- in the old form. Their stored title and hunt name read 'Hunt on 2026-11-25' where Hunts says
-- 'Hunt on Wed, Nov 25, 2026' (huntDayName in packages/domain), and their summary names species
-- by their codes ('3 birds: mallard, green_winged_teal') where the catalogue says 'Mallard,
-- Green-winged Teal'. Both are rewritten here as record.ts now writes them; new rows are already.
UPDATE "activities" AS a
SET "content_title" = renamed.name,
	"content_object_data" = jsonb_set(a."content_object_data", '{title}', to_jsonb(renamed.name)),
	"metadata" = CASE
		WHEN a."metadata" ? 'hunt_name' THEN jsonb_set(a."metadata", '{hunt_name}', to_jsonb(renamed.name))
		ELSE a."metadata" END
FROM (
	SELECT "id", 'Hunt on ' || to_char(substring("content_title" FROM 9)::date, 'Dy, Mon FMDD, YYYY') AS name
	FROM "activities"
	WHERE "content_type" = 'hunt' AND "content_title" ~ '^Hunt on [0-9]{4}-[0-9]{2}-[0-9]{2}$'
) AS renamed
WHERE a."id" = renamed."id";
--> statement-breakpoint
-- The species catalogue's labels as they stand (packages/domain/src/species-constants.ts); a code
-- not listed keeps its code, as speciesLabel does.
UPDATE "activities" AS a
SET "content_object_data" = jsonb_set(a."content_object_data", '{summary}', to_jsonb(named.summary))
FROM (
	SELECT activity."id",
		(activity."metadata" ->> 'bird_count') || ' '
			|| CASE WHEN (activity."metadata" ->> 'bird_count')::int = 1 THEN 'bird' ELSE 'birds' END
			|| ': ' || string_agg(coalesce(catalogue.label, code.value), ', ' ORDER BY code.position) AS summary
	FROM "activities" AS activity
	CROSS JOIN LATERAL jsonb_array_elements_text(activity."metadata" -> 'species')
		WITH ORDINALITY AS code(value, position)
	LEFT JOIN (VALUES
		('american_black_duck', 'American Black Duck'),
		('american_wigeon', 'American Wigeon'),
		('blue_winged_teal', 'Blue-winged Teal'),
		('cinnamon_teal', 'Cinnamon Teal'),
		('eurasian_wigeon', 'Eurasian Wigeon'),
		('gadwall', 'Gadwall'),
		('green_winged_teal', 'Green-winged Teal'),
		('mallard', 'Mallard'),
		('mottled_duck', 'Mottled Duck'),
		('northern_pintail', 'Northern Pintail'),
		('northern_shoveler', 'Northern Shoveler'),
		('wood_duck', 'Wood Duck'),
		('barrows_goldeneye', 'Barrows Goldeneye'),
		('black_scoter', 'Black Scoter'),
		('bufflehead', 'Bufflehead'),
		('canvasback', 'Canvasback'),
		('common_eider', 'Common Eider'),
		('common_goldeneye', 'Common Goldeneye'),
		('common_merganser', 'Common Merganser'),
		('greater_scaup', 'Greater Scaup'),
		('harlequin_duck', 'Harlequin Duck'),
		('hooded_merganser', 'Hooded Merganser'),
		('king_eider', 'King Eider'),
		('lesser_scaup', 'Lesser Scaup'),
		('long_tailed_duck', 'Long-Tailed Duck'),
		('red_breasted_merganser', 'Red-breasted Merganser'),
		('redhead', 'Redhead'),
		('ring_necked_duck', 'Ring-necked Duck'),
		('spectacled_eider', 'Spectacled Eider'),
		('stellers_eider', 'Stellers Eider'),
		('surf_scoter', 'Surf Scoter'),
		('barnacle_goose', 'Barnacle Goose'),
		('brant', 'Brant'),
		('cackling_goose', 'Cackling Goose'),
		('canada_goose', 'Canada Goose'),
		('emperor_goose', 'Emperor Goose'),
		('hawaiian_nene_goose', 'Hawaiian Nene Goose'),
		('ross_goose', 'Ross Goose'),
		('snow_goose', 'Snow Goose'),
		('white_fronted_goose', 'White-fronted Goose')
	) AS catalogue(value, label) ON catalogue.value = code.value
	WHERE activity."content_type" = 'hunt'
		AND jsonb_typeof(activity."metadata" -> 'species') = 'array'
		AND (activity."metadata" ->> 'bird_count') ~ '^[1-9][0-9]*$'
	GROUP BY activity."id"
) AS named
WHERE a."id" = named."id" AND a."content_object_data" ->> 'summary' IS DISTINCT FROM named.summary;
