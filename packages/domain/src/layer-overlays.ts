/**
 * The hunting overlays a hunter can switch on in Style Layers, each a raster from the agency's own
 * public map service (ArcGIS REST export or WMS, in web-mercator 256 px tiles). Off by default.
 * Their ids carry the keyword that files them under the seed's style-layer categories.
 * Every URL lives here; the server's Content-Security-Policy reads the hosts from this list.
 *
 * The service addresses were looked up in stored public documentation and code (this machine cannot
 * reach the services); the note next to each says where its address and request form were found.
 */
export interface HuntingOverlay {
  layer_id: string;
  layer_name: string;
  /** The service's own address; every tile request of the overlay starts with it. */
  service: string;
  tiles: string;
  credit: string;
  maxZoom: number;
  defaultOpacity: number;
}

/** An ArcGIS REST MapServer `export` of one web-mercator tile as a transparent PNG. */
const arcgisExport = (service: string, layers: string) =>
  `${service}/export?bbox={bbox-epsg-3857}&bboxSR=3857&imageSR=3857&size=256,256&format=png32&transparent=true&layers=${layers}&f=image`;

/** A WMS 1.1.1 GetMap of one web-mercator tile as a transparent PNG. */
const wms = (service: string, layers: string) =>
  `${service}?SERVICE=WMS&VERSION=1.1.1&REQUEST=GetMap&LAYERS=${layers}&STYLES=&SRS=EPSG:3857&BBOX={bbox-epsg-3857}&WIDTH=256&HEIGHT=256&FORMAT=image/png&TRANSPARENT=true`;

// PAD-US 4 "Public Access" on USGS GAP's ArcGIS server (layer 0, open/restricted/closed access).
// Evidenced in public GitHub code: a land-access map config lists
// "https://gis1.usgs.gov/arcgis/rest/services/padus4/Public_Access/MapServer/0" (with padus3 as the
// older fallback), and other code uses gis1.usgs.gov/arcgis/rest/services/padus4_0/... and
// .../padus3/.../MapServer/tile/{z}/{y}/{x}. USGS's PAD-US Web Services page
// (usgs.gov/programs/gap-analysis-project/science/pad-us-web-services) names "Public Access" among
// its services. One config notes the USGS server is sometimes down; a failure shows in the panel.
const PADUS_PUBLIC_ACCESS =
  'https://gis1.usgs.gov/arcgis/rest/services/padus4/Public_Access/MapServer';

// USFWS "FWS_Refuge_Boundaries" MapServer, layer 3 = National Wildlife Refuge boundaries.
// Evidenced in USFWS's own public GitHub code (a refuge-finder README: "National Wildlife Refuge
// Boundaries (https://gis.fws.gov/arcgis/rest/services/FWS_Refuge_Boundaries/MapServer/3)") and in
// map configs drawing it as a dynamic layer with exportLayers '3' and "[U.S. Fish & Wildlife Service]".
const FWS_REFUGE_BOUNDARIES =
  'https://gis.fws.gov/arcgis/rest/services/FWS_Refuge_Boundaries/MapServer';

// USFWS National Wetlands Inventory "Wetlands" MapServer, layer 0 = Wetlands (drawn from 1:250,000
// in, about zoom 11). Evidenced in public GitHub code that adds it to MapLibre exactly this way:
// ".../wetlandsmapservice/rest/services/Wetlands/MapServer/export?bbox={bbox-epsg-3857}&bboxSR=3857
// &imageSR=3857&size=256,256&format=png32&transparent=true&layers=show:0&f=image", and in many
// queries of .../Wetlands/MapServer/0/query on the same host.
const NWI_WETLANDS =
  'https://fwspublicservices.wim.usgs.gov/wetlandsmapservice/rest/services/Wetlands/MapServer';

// USDA NASS Cropland Data Layer through CropScape's WMS (George Mason University hosts it for NASS),
// layers named cdl_<year>. Evidenced in public GitHub code using it as a MapLibre raster source
// exactly this way: "https://nassgeodata.gmu.edu/CropScapeService/wms_cdlall.cgi?SERVICE=WMS
// &VERSION=1.1.1&REQUEST=GetMap&LAYERS=cdl_<year>&STYLES=&FORMAT=image/png&TRANSPARENT=true
// &SRS=EPSG:3857&BBOX={bbox-epsg-3857}&WIDTH=256&HEIGHT=256"; other notes on the service report
// cdl_2025 as published. (One app reprojects CropScape tiles from EPSG:4326 instead, and the
// CropScape developer help shows EPSG:102004 requests; if EPSG:3857 is refused the panel says so.)
const CDL_CROPSCAPE = 'https://nassgeodata.gmu.edu/CropScapeService/wms_cdlall.cgi';

export const HUNTING_OVERLAYS: HuntingOverlay[] = [
  {
    layer_id: 'overlay-padus-public-land-hunting',
    layer_name: 'Public land open to hunting (USGS PAD-US)',
    service: PADUS_PUBLIC_ACCESS,
    tiles: arcgisExport(PADUS_PUBLIC_ACCESS, 'show:0'),
    credit: 'USGS Protected Areas Database of the United States (PAD-US)',
    maxZoom: 18,
    defaultOpacity: 0.6,
  },
  {
    layer_id: 'overlay-usfws-refuge-boundary',
    layer_name: 'National Wildlife Refuge boundaries (USFWS)',
    service: FWS_REFUGE_BOUNDARIES,
    tiles: arcgisExport(FWS_REFUGE_BOUNDARIES, 'show:3'),
    credit: 'U.S. Fish and Wildlife Service, National Wildlife Refuge System',
    maxZoom: 18,
    defaultOpacity: 0.7,
  },
  {
    layer_id: 'overlay-usfws-nwi-wetlands',
    layer_name: 'Wetlands (USFWS National Wetlands Inventory)',
    service: NWI_WETLANDS,
    tiles: arcgisExport(NWI_WETLANDS, 'show:0'),
    credit: 'U.S. Fish and Wildlife Service, National Wetlands Inventory',
    maxZoom: 18,
    defaultOpacity: 0.6,
  },
  {
    layer_id: 'overlay-usda-cdl-cropland',
    layer_name: 'Cropland (USDA Cropland Data Layer)',
    service: CDL_CROPSCAPE,
    tiles: wms(CDL_CROPSCAPE, 'cdl_2025'),
    credit: 'USDA National Agricultural Statistics Service, Cropland Data Layer',
    maxZoom: 16,
    defaultOpacity: 0.5,
  },
];

export const isHuntingOverlay = (layerId: string) =>
  HUNTING_OVERLAYS.some((overlay) => overlay.layer_id === layerId);

/** Whether a tile URL is one of the hunting overlays' (its service address followed by `/` or `?`). */
export const isHuntingOverlayTile = (url: string) =>
  HUNTING_OVERLAYS.some(
    (overlay) =>
      url.startsWith(overlay.service) && ['/', '?'].includes(url.charAt(overlay.service.length)),
  );
