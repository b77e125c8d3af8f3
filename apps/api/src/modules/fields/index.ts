// The fields area's public surface: other areas import it from here only (docs/ARCHITECTURE.md, "Boundaries").
export { cityById, cityForPlace, fieldById, fieldsOfCity, isRetired, provincesWithCities } from './fields.service';
