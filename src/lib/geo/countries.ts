/**
 * Countries for address fields: ISO 3166-1 alpha-2 codes named in the visitor's language with the
 * platform's Intl.DisplayNames (no bundled name table), sorted by name.
 */
const CODES = 'AD AE AR AT AU BE BO BR BS BZ CA CH CL CN CO CR CU CZ DE DK DO EC EG ES FI FR GB GR GT HK HN HU IE IL IN IS IT JM JP KR KY LU MX NI NL NO NZ PA PE PH PL PR PT PY RO RU SA SE SG SV TH TR TT TW UA US UY VE ZA'.split(' ')

/** @returns `{code, name}` for each supported country, sorted by the localized name */
export function countryOptions(language: 'es' | 'en'): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region' })
  return CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, language))
}
