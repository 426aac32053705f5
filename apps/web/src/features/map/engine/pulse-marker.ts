import { Marker, type Map as MapLibreMap } from 'maplibre-gl';
import type { LngLatPoint } from '@marshlog/domain';

const PULSE_MS = 2500;

/** The temporary pulsing marker placed after an add click (seed 001 section 2, map modes). */
export function placePulse(map: MapLibreMap, point: LngLatPoint): () => void {
  const element = document.createElement('div');
  element.className = 'relative size-5';
  element.setAttribute('data-testid', 'pulse-marker');
  element.innerHTML =
    '<span class="absolute inset-0 animate-ping rounded-full bg-accent opacity-75"></span>' +
    '<span class="absolute inset-1 rounded-full border-2 border-white bg-accent"></span>';
  const marker = new Marker({ element }).setLngLat([point.longitude, point.latitude]).addTo(map);
  const timer = setTimeout(() => marker.remove(), PULSE_MS);
  return () => {
    clearTimeout(timer);
    marker.remove();
  };
}
