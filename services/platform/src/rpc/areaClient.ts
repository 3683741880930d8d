import type { HttpServiceClientOptions } from './httpServiceClient';

/** The client options of one area of a service that serves several (`<SERVICE_URL>/<area>`, see serviceAreasHttpServer). */
export function areaClientOptions(options: HttpServiceClientOptions, area: string): HttpServiceClientOptions {
  return { ...options, baseUrl: `${options.baseUrl.replace(/\/$/, '')}/${area}` };
}
