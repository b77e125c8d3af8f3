/** Every query of this screen: a field's change shows in its city's counts and the other way round. */
export const FIELDS_KEY = ['admin', 'fields'] as const;
