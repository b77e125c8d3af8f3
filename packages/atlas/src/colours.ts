/**
 * The standard's colours (GB 5768.2 §4 and its colour table), as the sign faces print them. The atlas draws
 * signs as the road shows them, so these are fixed facts, not theme tokens.
 */
export const C = {
  red: '#E60012',
  yellow: '#FFC20E',
  blue: '#0055A5',
  green: '#00855A',
  brown: '#8B4513',
  orange: '#F39800',
  black: '#000000',
  white: '#FFFFFF',
  grey: '#8C8C8C',
  /** The asphalt under road markings. */
  road: '#4A4D52',
  /** Cluster lamps: red = stop, amber = have it seen, green/blue = information (ISO 2575's colour code). */
  lampRed: '#E8332A',
  lampAmber: '#F5A623',
  lampGreen: '#2FB45A',
  lampBlue: '#2F6BFF',
  /** The dark face of an instrument cluster behind its lamps. */
  cluster: '#15181C',
} as const;
