import { useQuery } from '@tanstack/react-query';

/**
 * The IANA time zone of a place; its 70 KB boundary table loads only on the screens that show a
 * place's clock (the time-zone entry point of @marshlog/domain).
 */
export function usePlaceTimeZone(latitude: number | null, longitude: number | null) {
  return useQuery({
    queryKey: ['time-zone', latitude, longitude],
    queryFn: async () => {
      const { timeZoneAt } = await import('@marshlog/domain/time-zone');
      return timeZoneAt(latitude ?? Number.NaN, longitude ?? Number.NaN);
    },
    enabled: latitude !== null && longitude !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
