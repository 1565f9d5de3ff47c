/**
 * Cities for the trade form's type-ahead (spec §3 "city (type-ahead)"): the main cities of every
 * country the shop sells to, where its trade clients work. A suggestion list, not a rule: any city
 * may be typed. Served per country by GET /api/trade/cities (cached), so the form's chunk stays small.
 * Names are the cities' own (endonyms in Latin script), as addresses are written.
 */
const CITIES: Record<string, string> = {
  US: 'New York|Los Angeles|Chicago|Houston|Miami|San Francisco|Boston|Washington|Seattle|Dallas|Atlanta|Philadelphia|San Diego|Denver|Austin|Nashville|Charlotte|Phoenix|Las Vegas|Palm Beach|Aspen|The Hamptons|Scottsdale|Minneapolis|Portland|New Orleans',
  CA: 'Toronto|Montréal|Vancouver|Calgary|Ottawa|Edmonton|Québec|Winnipeg|Victoria|Halifax',
  MX: 'Ciudad de México|Guadalajara|Monterrey|Puebla|Mérida|Querétaro|Cancún|Tulum|San Miguel de Allende|Oaxaca',
  GB: 'London|Manchester|Birmingham|Edinburgh|Glasgow|Bristol|Leeds|Liverpool|Bath|Oxford|Cambridge|Brighton|Cardiff|Belfast',
  IT: 'Milano|Roma|Torino|Firenze|Napoli|Bologna|Venezia|Verona|Genova|Palermo|Bari|Como|Bergamo|Brescia|Padova|Trieste|Cagliari|Catania|Lucca|Parma',
  FR: 'Paris|Lyon|Marseille|Nice|Bordeaux|Toulouse|Lille|Nantes|Strasbourg|Montpellier|Cannes|Saint-Tropez|Aix-en-Provence|Rennes|Biarritz',
  DE: 'Berlin|München|Hamburg|Köln|Frankfurt am Main|Stuttgart|Düsseldorf|Leipzig|Dresden|Hannover|Nürnberg|Bremen',
  ES: 'Madrid|Barcelona|Valencia|Sevilla|Málaga|Bilbao|Palma|Marbella|Zaragoza|San Sebastián|Alicante|Ibiza',
  AT: 'Wien|Graz|Linz|Salzburg|Innsbruck|Klagenfurt|Kitzbühel',
  CH: 'Zürich|Genève|Basel|Lausanne|Bern|Lugano|Luzern|St. Moritz|Gstaad|Zug',
  BE: 'Bruxelles|Antwerpen|Gent|Brugge|Liège|Leuven|Knokke',
  NL: 'Amsterdam|Rotterdam|Den Haag|Utrecht|Eindhoven|Groningen|Maastricht',
  LU: 'Luxembourg|Esch-sur-Alzette|Differdange',
  MC: 'Monaco|Monte-Carlo',
  PT: 'Lisboa|Porto|Braga|Coimbra|Faro|Funchal|Cascais|Comporta',
  IE: 'Dublin|Cork|Galway|Limerick|Kilkenny',
  DK: 'København|Aarhus|Odense|Aalborg',
  SE: 'Stockholm|Göteborg|Malmö|Uppsala',
  NO: 'Oslo|Bergen|Trondheim|Stavanger',
  FI: 'Helsinki|Espoo|Tampere|Turku',
  PL: 'Warszawa|Kraków|Wrocław|Gdańsk|Poznań|Łódź',
  CZ: 'Praha|Brno|Ostrava|Plzeň',
  SK: 'Bratislava|Košice',
  HU: 'Budapest|Debrecen|Szeged',
  SI: 'Ljubljana|Maribor|Piran',
  HR: 'Zagreb|Split|Dubrovnik|Rijeka|Zadar',
  RO: 'București|Cluj-Napoca|Timișoara|Iași',
  BG: 'Sofia|Plovdiv|Varna',
  GR: 'Athína|Thessaloníki|Mykonos|Santorini|Heraklion',
  EE: 'Tallinn|Tartu',
  LV: 'Rīga|Jūrmala',
  LT: 'Vilnius|Kaunas',
  TR: 'İstanbul|Ankara|İzmir|Bodrum|Antalya',
  CY: 'Lefkosia|Limassol|Larnaca|Paphos',
  MT: 'Valletta|Sliema|St. Julian’s',
  AE: 'Dubai|Abu Dhabi|Sharjah|Ras Al Khaimah',
  SA: 'Riyadh|Jeddah|Dammam|Al Khobar|AlUla',
  QA: 'Doha|Lusail|Al Wakrah',
  KW: 'Kuwait City|Salmiya|Hawalli',
  BH: 'Manama|Muharraq|Riffa',
  OM: 'Muscat|Salalah|Sohar',
  IL: 'Tel Aviv|Jerusalem|Haifa|Herzliya',
  AU: 'Sydney|Melbourne|Brisbane|Perth|Adelaide|Canberra|Gold Coast',
  NZ: 'Auckland|Wellington|Christchurch|Queenstown',
  JP: 'Tokyo|Osaka|Kyoto|Yokohama|Nagoya|Fukuoka|Sapporo',
  KR: 'Seoul|Busan|Incheon',
  CN: 'Shanghai|Beijing|Shenzhen|Guangzhou|Hangzhou|Chengdu',
  HK: 'Hong Kong|Kowloon',
  SG: 'Singapore',
  IN: 'Mumbai|New Delhi|Bengaluru|Hyderabad|Chennai|Kolkata|Pune|Ahmedabad',
  BR: 'São Paulo|Rio de Janeiro|Brasília|Belo Horizonte|Curitiba|Porto Alegre',
  ZA: 'Johannesburg|Cape Town|Durban|Pretoria',
};

/** The suggested cities of a country (ISO alpha-2, any case); empty for a country without a list. */
export function citiesOf(iso: string): string[] {
  return CITIES[iso.toUpperCase()]?.split('|') ?? [];
}
