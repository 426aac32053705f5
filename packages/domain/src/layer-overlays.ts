/**
 * The hunting overlays a hunter can switch on in Style Layers, each a raster from the agency's own
 * public map service (ArcGIS REST export or WMS, in web-mercator 256 px tiles). Off by default.
 * Their ids carry the keyword that files them under the seed's style-layer categories.
 * Every URL lives here; the server's Content-Security-Policy reads the hosts from this list.
 */
export interface HuntingOverlay {
  layer_id: string;
  layer_name: string;
  tiles: string;
  credit: string;
  maxZoom: number;
  defaultOpacity: number;
}

const arcgisExport = (service: string, layers?: string) =>
  `${service}/export?bbox={bbox-epsg-3857}&bboxSR=3857&imageSR=3857&size=256,256&format=png32&transparent=true&f=image${layers ? `&layers=${layers}` : ''}`;

const wms = (service: string, layers: string) =>
  `${service}?SERVICE=WMS&VERSION=1.1.1&REQUEST=GetMap&LAYERS=${layers}&STYLES=&SRS=EPSG:3857&BBOX={bbox-epsg-3857}&WIDTH=256&HEIGHT=256&FORMAT=image/png&TRANSPARENT=true`;

export const HUNTING_OVERLAYS: HuntingOverlay[] = [
  {
    layer_id: 'overlay-padus-public-land-hunting',
    layer_name: 'Public land open to hunting (USGS PAD-US)',
    tiles: arcgisExport(
      'https://gis1.usgs.gov/arcgis/rest/services/padus3/Public_Access/MapServer',
    ),
    credit: 'USGS Protected Areas Database of the United States (PAD-US)',
    maxZoom: 18,
    defaultOpacity: 0.6,
  },
  {
    layer_id: 'overlay-usfws-refuge-boundary',
    layer_name: 'National Wildlife Refuge boundaries (USFWS)',
    tiles: arcgisExport('https://gis.fws.gov/arcgis/rest/services/FWS_Refuge_Boundaries/MapServer'),
    credit: 'U.S. Fish and Wildlife Service, National Wildlife Refuge System',
    maxZoom: 18,
    defaultOpacity: 0.7,
  },
  {
    layer_id: 'overlay-usfws-nwi-wetlands',
    layer_name: 'Wetlands (USFWS National Wetlands Inventory)',
    tiles: arcgisExport(
      'https://fwspublicservices.wim.usgs.gov/wetlandsmapservice/rest/services/Wetlands/MapServer',
      'show:0',
    ),
    credit: 'U.S. Fish and Wildlife Service, National Wetlands Inventory',
    maxZoom: 18,
    defaultOpacity: 0.6,
  },
  {
    layer_id: 'overlay-usda-cdl-cropland',
    layer_name: 'Cropland (USDA Cropland Data Layer)',
    tiles: wms('https://nassgeodata.gmu.edu/CropScapeService/wms_cdlall.cgi', 'cdl_2023'),
    credit: 'USDA National Agricultural Statistics Service, Cropland Data Layer',
    maxZoom: 16,
    defaultOpacity: 0.5,
  },
];

export const isHuntingOverlay = (layerId: string) =>
  HUNTING_OVERLAYS.some((overlay) => overlay.layer_id === layerId);
