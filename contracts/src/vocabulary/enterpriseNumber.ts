/** The Belgian enterprise number's check and format (common/belgianVat, zod-free), for the services' renderings. */
export { formatBelgianVat, normalizeBelgianVat } from '../common/belgianVat';
