/**
 * States, provinces and regions (Spree::State: id, name, abbr, per country) of the countries whose
 * addresses need one. Spree's default seed marks a country `states_required` when it is in
 * Spree::Address::STATES_REQUIRED (the list PayPal and Shopify use) and seeds its subdivisions from
 * the Carmen gem (ISO 3166-2): of the shop's countries, AE AU BR CA CN ES HK IE IN IT MX NZ PT RO US
 * ZA. As Spree's seed does, the US list keeps the 50 states, DC and the three armed-forces codes
 * (not the territories), China leaves out Hong Kong, Macao and Taiwan (countries of their own), and
 * Italy, Spain and Ireland list their provinces and counties rather than their regions.
 *
 * An address names its state by `state_id` or by `state_name` (a name or an abbreviation of that
 * country's states, matched without regard to case, accents or extra spaces, as Spree matches
 * `find_all_by_name_or_abbr`), and is stored by the state's id; taxes read its abbreviation.
 *
 * Ids are stable: each country's block has its own range (base + position), so the list of one
 * country may grow at its end without moving another's. Never reorder a block.
 */

export interface StateRecord {
  id: number;
  /** ISO 3166-1 alpha-2 of the country, upper case. */
  countryIso: string;
  /** The subdivision's code (ISO 3166-2 without the country prefix; Italy's sigla, the US postal code). */
  abbr: string;
  name: string;
}

/** Per country: the base of its ids and its states as `ABBR=Name` separated by `;`. */
// prettier-ignore
const BLOCKS: [iso: string, base: number, states: string][] = [
  ['US', 1000, 'AL=Alabama;AK=Alaska;AZ=Arizona;AR=Arkansas;CA=California;CO=Colorado;CT=Connecticut;DE=Delaware;DC=District of Columbia;FL=Florida;GA=Georgia;HI=Hawaii;ID=Idaho;IL=Illinois;IN=Indiana;IA=Iowa;KS=Kansas;KY=Kentucky;LA=Louisiana;ME=Maine;MD=Maryland;MA=Massachusetts;MI=Michigan;MN=Minnesota;MS=Mississippi;MO=Missouri;MT=Montana;NE=Nebraska;NV=Nevada;NH=New Hampshire;NJ=New Jersey;NM=New Mexico;NY=New York;NC=North Carolina;ND=North Dakota;OH=Ohio;OK=Oklahoma;OR=Oregon;PA=Pennsylvania;RI=Rhode Island;SC=South Carolina;SD=South Dakota;TN=Tennessee;TX=Texas;UT=Utah;VT=Vermont;VA=Virginia;WA=Washington;WV=West Virginia;WI=Wisconsin;WY=Wyoming;AA=Armed Forces Americas;AE=Armed Forces Europe;AP=Armed Forces Pacific'],
  ['CA', 1200, 'AB=Alberta;BC=British Columbia;MB=Manitoba;NB=New Brunswick;NL=Newfoundland and Labrador;NT=Northwest Territories;NS=Nova Scotia;NU=Nunavut;ON=Ontario;PE=Prince Edward Island;QC=Quebec;SK=Saskatchewan;YT=Yukon'],
  ['MX', 1300, 'AGU=Aguascalientes;BCN=Baja California;BCS=Baja California Sur;CAM=Campeche;CHP=Chiapas;CHH=Chihuahua;CMX=Ciudad de México;COA=Coahuila;COL=Colima;DUR=Durango;GUA=Guanajuato;GRO=Guerrero;HID=Hidalgo;JAL=Jalisco;MEX=Estado de México;MIC=Michoacán;MOR=Morelos;NAY=Nayarit;NLE=Nuevo León;OAX=Oaxaca;PUE=Puebla;QUE=Querétaro;ROO=Quintana Roo;SLP=San Luis Potosí;SIN=Sinaloa;SON=Sonora;TAB=Tabasco;TAM=Tamaulipas;TLA=Tlaxcala;VER=Veracruz;YUC=Yucatán;ZAC=Zacatecas'],
  ['IT', 1400, "AG=Agrigento;AL=Alessandria;AN=Ancona;AO=Aosta;AR=Arezzo;AP=Ascoli Piceno;AT=Asti;AV=Avellino;BA=Bari;BT=Barletta-Andria-Trani;BL=Belluno;BN=Benevento;BG=Bergamo;BI=Biella;BO=Bologna;BZ=Bolzano;BS=Brescia;BR=Brindisi;CA=Cagliari;CL=Caltanissetta;CB=Campobasso;CE=Caserta;CT=Catania;CZ=Catanzaro;CH=Chieti;CO=Como;CS=Cosenza;CR=Cremona;KR=Crotone;CN=Cuneo;EN=Enna;FM=Fermo;FE=Ferrara;FI=Firenze;FG=Foggia;FC=Forlì-Cesena;FR=Frosinone;GE=Genova;GO=Gorizia;GR=Grosseto;IM=Imperia;IS=Isernia;SP=La Spezia;AQ=L'Aquila;LT=Latina;LE=Lecce;LC=Lecco;LI=Livorno;LO=Lodi;LU=Lucca;MC=Macerata;MN=Mantova;MS=Massa-Carrara;MT=Matera;ME=Messina;MI=Milano;MO=Modena;MB=Monza e Brianza;NA=Napoli;NO=Novara;NU=Nuoro;OR=Oristano;PD=Padova;PA=Palermo;PR=Parma;PV=Pavia;PG=Perugia;PU=Pesaro e Urbino;PE=Pescara;PC=Piacenza;PI=Pisa;PT=Pistoia;PN=Pordenone;PZ=Potenza;PO=Prato;RG=Ragusa;RA=Ravenna;RC=Reggio Calabria;RE=Reggio Emilia;RI=Rieti;RN=Rimini;RM=Roma;RO=Rovigo;SA=Salerno;SS=Sassari;SV=Savona;SI=Siena;SR=Siracusa;SO=Sondrio;SU=Sud Sardegna;TA=Taranto;TE=Teramo;TR=Terni;TO=Torino;TP=Trapani;TN=Trento;TV=Treviso;TS=Trieste;UD=Udine;VA=Varese;VE=Venezia;VB=Verbano-Cusio-Ossola;VC=Vercelli;VR=Verona;VV=Vibo Valentia;VI=Vicenza;VT=Viterbo"],
  ['ES', 1600, 'C=A Coruña;VI=Álava;AB=Albacete;A=Alicante;AL=Almería;O=Asturias;AV=Ávila;BA=Badajoz;PM=Baleares;B=Barcelona;BI=Bizkaia;BU=Burgos;CC=Cáceres;CA=Cádiz;S=Cantabria;CS=Castellón;CE=Ceuta;CR=Ciudad Real;CO=Córdoba;CU=Cuenca;SS=Gipuzkoa;GI=Girona;GR=Granada;GU=Guadalajara;H=Huelva;HU=Huesca;J=Jaén;LO=La Rioja;GC=Las Palmas;LE=León;L=Lleida;LU=Lugo;M=Madrid;MA=Málaga;ML=Melilla;MU=Murcia;NA=Navarra;OR=Ourense;P=Palencia;PO=Pontevedra;SA=Salamanca;TF=Santa Cruz de Tenerife;SG=Segovia;SE=Sevilla;SO=Soria;T=Tarragona;TE=Teruel;TO=Toledo;V=Valencia;VA=Valladolid;ZA=Zamora;Z=Zaragoza'],
  ['PT', 1700, '01=Aveiro;02=Beja;03=Braga;04=Bragança;05=Castelo Branco;06=Coimbra;07=Évora;08=Faro;09=Guarda;10=Leiria;11=Lisboa;12=Portalegre;13=Porto;14=Santarém;15=Setúbal;16=Viana do Castelo;17=Vila Real;18=Viseu;20=Açores;30=Madeira'],
  ['IE', 1750, 'CW=Carlow;CN=Cavan;CE=Clare;CO=Cork;DL=Donegal;D=Dublin;G=Galway;KY=Kerry;KE=Kildare;KK=Kilkenny;LS=Laois;LM=Leitrim;LK=Limerick;LD=Longford;LH=Louth;MO=Mayo;MH=Meath;MN=Monaghan;OY=Offaly;RN=Roscommon;SO=Sligo;TA=Tipperary;WD=Waterford;WH=Westmeath;WX=Wexford;WW=Wicklow'],
  ['RO', 1800, 'AB=Alba;AR=Arad;AG=Argeș;BC=Bacău;BH=Bihor;BN=Bistrița-Năsăud;BT=Botoșani;BR=Brăila;BV=Brașov;B=București;BZ=Buzău;CL=Călărași;CS=Caraș-Severin;CJ=Cluj;CT=Constanța;CV=Covasna;DB=Dâmbovița;DJ=Dolj;GL=Galați;GR=Giurgiu;GJ=Gorj;HR=Harghita;HD=Hunedoara;IL=Ialomița;IS=Iași;IF=Ilfov;MM=Maramureș;MH=Mehedinți;MS=Mureș;NT=Neamț;OT=Olt;PH=Prahova;SJ=Sălaj;SM=Satu Mare;SB=Sibiu;SV=Suceava;TR=Teleorman;TM=Timiș;TL=Tulcea;VL=Vâlcea;VS=Vaslui;VN=Vrancea'],
  ['AE', 1900, 'AZ=Abu Dhabi;AJ=Ajman;DU=Dubai;FU=Fujairah;RK=Ras al-Khaimah;SH=Sharjah;UQ=Umm al-Quwain'],
  ['AU', 1950, 'ACT=Australian Capital Territory;NSW=New South Wales;NT=Northern Territory;QLD=Queensland;SA=South Australia;TAS=Tasmania;VIC=Victoria;WA=Western Australia'],
  ['NZ', 2000, "AUK=Auckland;BOP=Bay of Plenty;CAN=Canterbury;CIT=Chatham Islands Territory;GIS=Gisborne;HKB=Hawke's Bay;MWT=Manawatū-Whanganui;MBH=Marlborough;NSN=Nelson;NTL=Northland;OTA=Otago;STL=Southland;TKI=Taranaki;TAS=Tasman;WKO=Waikato;WGN=Wellington;WTC=West Coast"],
  ['CN', 2050, 'AH=Anhui;BJ=Beijing;CQ=Chongqing;FJ=Fujian;GS=Gansu;GD=Guangdong;GX=Guangxi;GZ=Guizhou;HI=Hainan;HE=Hebei;HL=Heilongjiang;HA=Henan;HB=Hubei;HN=Hunan;NM=Inner Mongolia;JS=Jiangsu;JX=Jiangxi;JL=Jilin;LN=Liaoning;NX=Ningxia;QH=Qinghai;SN=Shaanxi;SD=Shandong;SH=Shanghai;SX=Shanxi;SC=Sichuan;TJ=Tianjin;XZ=Tibet;XJ=Xinjiang;YN=Yunnan;ZJ=Zhejiang'],
  ['HK', 2100, 'HK=Hong Kong Island;KLN=Kowloon;NT=New Territories'],
  ['IN', 2150, 'AN=Andaman and Nicobar Islands;AP=Andhra Pradesh;AR=Arunachal Pradesh;AS=Assam;BR=Bihar;CH=Chandigarh;CG=Chhattisgarh;DH=Dadra and Nagar Haveli and Daman and Diu;DL=Delhi;GA=Goa;GJ=Gujarat;HR=Haryana;HP=Himachal Pradesh;JK=Jammu and Kashmir;JH=Jharkhand;KA=Karnataka;KL=Kerala;LA=Ladakh;LD=Lakshadweep;MP=Madhya Pradesh;MH=Maharashtra;MN=Manipur;ML=Meghalaya;MZ=Mizoram;NL=Nagaland;OD=Odisha;PY=Puducherry;PB=Punjab;RJ=Rajasthan;SK=Sikkim;TN=Tamil Nadu;TS=Telangana;TR=Tripura;UP=Uttar Pradesh;UK=Uttarakhand;WB=West Bengal'],
  ['BR', 2200, 'AC=Acre;AL=Alagoas;AP=Amapá;AM=Amazonas;BA=Bahia;CE=Ceará;DF=Distrito Federal;ES=Espírito Santo;GO=Goiás;MA=Maranhão;MT=Mato Grosso;MS=Mato Grosso do Sul;MG=Minas Gerais;PA=Pará;PB=Paraíba;PR=Paraná;PE=Pernambuco;PI=Piauí;RJ=Rio de Janeiro;RN=Rio Grande do Norte;RS=Rio Grande do Sul;RO=Rondônia;RR=Roraima;SC=Santa Catarina;SP=São Paulo;SE=Sergipe;TO=Tocantins'],
  ['ZA', 2250, 'EC=Eastern Cape;FS=Free State;GP=Gauteng;KZN=KwaZulu-Natal;LP=Limpopo;MP=Mpumalanga;NW=North West;NC=Northern Cape;WC=Western Cape'],
];

export const STATES: readonly StateRecord[] = BLOCKS.flatMap(([countryIso, base, list]) =>
  list.split(';').map((entry, i) => {
    const [abbr, name] = entry.split('=');
    return { id: base + i, countryIso, abbr, name };
  }),
);

const BY_ID = new Map(STATES.map((s) => [s.id, s]));
const BY_COUNTRY = new Map<string, StateRecord[]>();
for (const s of STATES) BY_COUNTRY.set(s.countryIso, [...(BY_COUNTRY.get(s.countryIso) ?? []), s]);

/** Whether an address in this country needs a state (Spree's `states_required`). */
export function statesRequired(countryIso: string): boolean {
  return BY_COUNTRY.has(countryIso.toUpperCase());
}

/** The country's states in Spree's order (by name, as `country.states` answers). */
export function statesOf(countryIso: string): StateRecord[] {
  return [...(BY_COUNTRY.get(countryIso.toUpperCase()) ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export function stateById(id: number | null | undefined): StateRecord | undefined {
  return id === null || id === undefined ? undefined : BY_ID.get(id);
}

/** Case, accents, punctuation spacing and runs of spaces do not tell two spellings apart ("new  york", "Québec"). */
export function foldStateText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[\s.]+/g, ' ').trim();
}

/**
 * The one state of `countryIso` that `text` names (its name or its abbreviation), as Spree's
 * `find_all_by_name_or_abbr` followed by "exactly one": none or several matches → undefined.
 */
export function findStateByText(countryIso: string, text: string): StateRecord | undefined {
  const wanted = foldStateText(text);
  if (!wanted) return undefined;
  const matches = (BY_COUNTRY.get(countryIso.toUpperCase()) ?? []).filter((s) => foldStateText(s.name) === wanted || foldStateText(s.abbr) === wanted);
  return matches.length === 1 ? matches[0] : undefined;
}

export type StateResolution =
  | { ok: true; stateId: number | null; stateName: string | null }
  | { ok: false; error: "can't be blank" | 'is invalid' };

/**
 * Spree's `Address#state_validate` for one address: in a country with states, a `state_id` of that
 * country or a `state_name` naming exactly one of its states is required (stored as the id, the
 * free text dropped); a state of another country, or a name that names none, is invalid. In a
 * country without states the id is dropped and a `state_name` is kept as the text it is, as Spree
 * creates it; the tax rules read only a state id, so that text never changes a price.
 */
export function resolveState(countryIso: string, stateId: number | null | undefined, stateName: string | null | undefined): StateResolution {
  if (!statesRequired(countryIso)) return { ok: true, stateId: null, stateName: stateName?.trim() || null };
  const byId = stateById(stateId ?? null);
  if (stateId !== null && stateId !== undefined) {
    if (byId && byId.countryIso === countryIso.toUpperCase()) return { ok: true, stateId: byId.id, stateName: null };
    if (!stateName?.trim()) return { ok: false, error: 'is invalid' };
  }
  if (!stateName?.trim()) return { ok: false, error: "can't be blank" };
  const byText = findStateByText(countryIso, stateName);
  return byText ? { ok: true, stateId: byText.id, stateName: null } : { ok: false, error: 'is invalid' };
}
