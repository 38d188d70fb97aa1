// Example content seeded into a fresh database: services and reference projects.
// Plain data only (no ORM imports), so it can be used by the seeder, tests and scripts alike.
import type { ProjectCategory, ServiceCategory } from '../shared/domain';
import { IMAGES } from '../shared/illustrations';

export interface SeedServiceFields {
  title: string;
  description: string;
  category: ServiceCategory;
  imageUrl: string | null;
  /** Free text, e.g. 'fra 650'; null when the price is set after an inspection. */
  price: string | null;
  /** e.g. 'kr', 'kr/time', 'kr/m²', 'kr/m'; null when there is no price. */
  priceUnit: string | null;
  displayOrder: number;
  isActive: boolean;
}

/** A sub-service: same fields as a main service, and no children of its own. */
export type SeedSubService = SeedServiceFields;

/** A main service (parentId null) with optional sub-services. */
export interface SeedService extends SeedServiceFields {
  children?: readonly SeedSubService[];
}

export interface SeedProject {
  title: string;
  /** Paragraphs separated by a blank line. */
  description: string;
  location: string;
  category: ProjectCategory;
  /** 2 to 8 distinct images; the first is the card image. */
  imageUrls: string[];
  featured: boolean;
}

const [workshop, stairs, framing] = IMAGES.CARPENTRY_WORK;
const [livingRoom, kitchen, bathroom, attic] = IMAGES.HOME_RENOVATION;
const [terraceDeck, terraceRaised, terraceFence, terracePergola] = IMAGES.WOODEN_TERRACE;
const [shelving, wardrobe, wallPanel, windowSeat] = IMAGES.INTERIOR_CARPENTRY;

const paragraphs = (...p: string[]) => p.join('\n\n');

export const seedServices: readonly SeedService[] = [
  /* ---------- Store prosjekter ---------- */
  {
    title: 'Snekkerarbeid',
    description:
      'Vi utfører alt av tradisjonelt snekker- og tømrerarbeid, fra tilbygg og bindingsverk til trapper, vinduer og ' +
      'reparasjoner. Jobben gjøres etter gjeldende byggeforskrifter, og vi holder deg oppdatert underveis.',
    category: 'large_projects',
    imageUrl: workshop,
    price: '850',
    priceUnit: 'kr/time',
    displayOrder: 1,
    isActive: true,
    children: [
      {
        title: 'Trapper',
        description:
          'Nye trapper i heltre eller med malte opptrinn, tilpasset rommet og med rekkverk som oppfyller kravene. ' +
          'Vi fornyer også eksisterende trapper med nye trinn og håndlister.',
        category: 'large_projects',
        imageUrl: stairs,
        price: 'fra 25 000',
        priceUnit: 'kr',
        displayOrder: 1,
        isActive: true,
      },
      {
        title: 'Tilbygg og bindingsverk',
        description:
          'Vi reiser bindingsverk, takstoler og yttervegger for tilbygg, boder og garasjer. ' +
          'Pris gis etter befaring når vi kjenner omfanget.',
        category: 'large_projects',
        imageUrl: framing,
        price: null,
        priceUnit: null,
        displayOrder: 2,
        isActive: true,
      },
    ],
  },
  {
    title: 'Oppussing og renovering',
    description:
      'Vi pusser opp kjøkken, bad, stuer og loft, og tar ansvar for hele prosjektet – fra riving og planlegging til ' +
      'siste list. Du får én kontaktperson og en tydelig fremdriftsplan, og vi samarbeider med faste elektrikere og rørleggere.',
    category: 'large_projects',
    imageUrl: livingRoom,
    price: null,
    priceUnit: null,
    displayOrder: 2,
    isActive: true,
    children: [
      {
        title: 'Kjøkkenrenovering',
        description:
          'Riving av gammelt kjøkken, montering av nye skap, benkeplate med utsparinger og tilpasning av lister. ' +
          'Vi monterer både snekkerkjøkken og kjøkken fra de store kjedene.',
        category: 'large_projects',
        imageUrl: kitchen,
        price: null,
        priceUnit: null,
        displayOrder: 1,
        isActive: true,
      },
      {
        title: 'Baderomsrenovering',
        description:
          'Komplett oppussing av bad med membran, flis og ny baderomsinnredning, utført av sertifiserte fagfolk ' +
          'etter gjeldende byggeforskrifter. Prisen avhenger av størrelse og standard.',
        category: 'large_projects',
        imageUrl: bathroom,
        price: 'fra 17 500',
        priceUnit: 'kr/m²',
        displayOrder: 2,
        isActive: true,
      },
      {
        title: 'Loftsoppussing',
        description:
          'Vi gjør om kalde loft til lyse soverom, kontorer og stuer med isolasjon, takvinduer og panel. ' +
          'Vi hjelper deg også med å avklare om tiltaket må søkes om.',
        category: 'large_projects',
        imageUrl: attic,
        price: null,
        priceUnit: null,
        displayOrder: 3,
        isActive: true,
      },
    ],
  },
  {
    title: 'Terrasse i tre',
    description:
      'Vi bygger solide terrasser i impregnert furu eller royalimpregnert virke, på bakken eller hevet på stolper og ' +
      'skruefundament. Riktig fundament og god lufting gjør at terrassen tåler mange trønderske vintre.',
    category: 'large_projects',
    imageUrl: terraceDeck,
    price: 'fra 2 200',
    priceUnit: 'kr/m²',
    displayOrder: 3,
    isActive: true,
    children: [
      {
        title: 'Ny terrasse',
        description:
          'Fra enkle terrasser på bakkenivå til hevede terrasser i flere nivåer, med synlig eller skjult innfesting. ' +
          'Vi tar oss av fundament, bjelkelag, terrassebord og trapp.',
        category: 'large_projects',
        imageUrl: terracePergola,
        price: 'fra 2 200',
        priceUnit: 'kr/m²',
        displayOrder: 1,
        isActive: true,
      },
      {
        title: 'Rehabilitering av terrasse',
        description:
          'Vi skifter råtne bord og svake bjelker, retter opp terrasser som har satt seg og fornyer trapper. ' +
          'Ofte kan bjelkelaget gjenbrukes, og da blir jobben både raskere og rimeligere.',
        category: 'large_projects',
        imageUrl: terraceRaised,
        price: 'fra 1 400',
        priceUnit: 'kr/m²',
        displayOrder: 2,
        isActive: true,
      },
      {
        title: 'Levegg og rekkverk',
        description:
          'Levegger med liggende eller stående spiler gir le og skjerming, og rekkverk gjør hevede terrasser trygge. ' +
          'Prisen gjelder per løpemeter.',
        category: 'large_projects',
        imageUrl: terraceFence,
        price: 'fra 1 500',
        priceUnit: 'kr/m',
        displayOrder: 3,
        isActive: true,
      },
    ],
  },
  {
    title: 'Interiørsnekring',
    description:
      'Innebygde bokhyller, garderober, vindusbenker og veggpaneler laget på mål for ditt hjem. ' +
      'Vi utnytter skråtak, nisjer og vanskelige hjørner, og tilpasser materialer og farger til resten av rommet.',
    category: 'large_projects',
    imageUrl: shelving,
    price: '850',
    priceUnit: 'kr/time',
    displayOrder: 4,
    isActive: true,
    children: [
      {
        title: 'Innebygde garderober',
        description:
          'Garderobeløsninger fra gulv til tak, også under skråtak, med skyvedører eller hengslede dører. ' +
          'Innredningen planlegges sammen med deg, slik at plassen blir utnyttet best mulig.',
        category: 'large_projects',
        imageUrl: wardrobe,
        price: 'fra 15 000',
        priceUnit: 'kr',
        displayOrder: 1,
        isActive: true,
      },
      {
        title: 'Ribbevegger og veggpanel',
        description:
          'Ribbevegger i eik eller furu gir varme og bedre akustikk i stue, soverom og gang. ' +
          'Vi leverer både ferdigbehandlede paneler og løsninger laget helt på mål.',
        category: 'large_projects',
        imageUrl: wallPanel,
        price: '850',
        priceUnit: 'kr/time',
        displayOrder: 2,
        isActive: true,
      },
    ],
  },

  /* ---------- Mindre oppdrag ---------- */
  {
    title: 'Spesialtilpassede møbler',
    description:
      'Skjenker, benker, hyller og bord laget etter dine mål og ønsker. ' +
      'Vi hjelper deg med valg av treslag og overflate, slik at møbelet passer inn og holder i mange år.',
    category: 'small_jobs',
    imageUrl: IMAGES.CUSTOM_FURNITURE,
    price: '850',
    priceUnit: 'kr/time',
    displayOrder: 5,
    isActive: true,
  },
  {
    title: 'Montering av persienner',
    description:
      'Vi monterer persienner, rullegardiner og plisségardiner i alle typer vinduer, også takvinduer. ' +
      'Alt blir målt opp, rettet inn og festet skikkelig, så gardinene fungerer som de skal. Prisen gjelder per vindu.',
    category: 'small_jobs',
    imageUrl: IMAGES.BLINDS_INSTALLATION,
    price: 'fra 450',
    priceUnit: 'kr',
    displayOrder: 6,
    isActive: true,
  },
  {
    title: 'Innerdører',
    description:
      'Vi skifter innerdører og karmer, og monterer skyvedører og doble dører. ' +
      'Døren blir justert så den lukker stille og tett, og vi avslutter med nye gerikter. Prisen gjelder per dør.',
    category: 'small_jobs',
    imageUrl: IMAGES.INTERIOR_DOORS,
    price: 'fra 2 500',
    priceUnit: 'kr',
    displayOrder: 7,
    isActive: true,
  },
  {
    title: 'Montering av lister',
    description:
      'Gulvlister, taklister og gerikter montert med tette gjæringer og pene overganger. ' +
      'Vi kan også sparkle og male listene, så de står ferdige når vi går. Prisen gjelder per løpemeter.',
    category: 'small_jobs',
    imageUrl: IMAGES.TRIM_INSTALLATION,
    price: 'fra 150',
    priceUnit: 'kr/m',
    displayOrder: 8,
    isActive: true,
  },
  {
    title: 'Montering av IKEA-møbler',
    description:
      'Vi monterer kommoder, garderobeskap, senger og kjøkken fra IKEA og andre leverandører, og fester dem forsvarlig til veggen. ' +
      'Du slipper å lete etter skruer og unbrakonøkler, og vi tar med oss emballasjen.',
    category: 'small_jobs',
    imageUrl: IMAGES.IKEA_FURNITURE,
    price: '850',
    priceUnit: 'kr/time',
    displayOrder: 9,
    isActive: true,
  },
];

export const seedProjects: readonly SeedProject[] = [
  {
    title: 'Ny terrasse med levegg på Byåsen',
    location: 'Byåsen, Trondheim',
    category: 'terrace',
    featured: true,
    imageUrls: [terraceDeck, terraceFence, terracePergola],
    description: paragraphs(
      'En familie på Byåsen ønsket å utnytte den solrike vestsiden av huset bedre. Vi bygde en terrasse på 42 m² ' +
        'i royalimpregnert furu, med skjult innfesting som gir en ren overflate uten synlige skruer.',
      'Tomten heller mot nord, så terrassen står på skruefundament som ble justert i høyde før bjelkelaget ble lagt. ' +
        'Langs nabogrensen satte vi opp en levegg med liggende spiler og innebygde plantekasser.',
      'Prosjektet tok to uker fra første spadetak til ferdig terrasse, og familien kunne ta den i bruk før sankthans.'
    ),
  },
  {
    title: 'Totalrenovering av enebolig på Heimdal',
    location: 'Heimdal, Trondheim',
    category: 'renovation',
    featured: true,
    imageUrls: [
      livingRoom,
      kitchen,
      bathroom,
      attic,
      IMAGES.INTERIOR_DOORS,
      IMAGES.TRIM_INSTALLATION,
      stairs,
      wallPanel,
    ],
    description: paragraphs(
      'Et par kjøpte en enebolig fra 1970-tallet på Heimdal og ville gjøre den om til et moderne familiehjem. ' +
        'Vi hadde ansvaret for hele prosjektet og koordinerte elektriker og rørlegger underveis.',
      'Stue og kjøkken ble åpnet opp til ett stort rom, og det gamle kjøkkenet ble erstattet med nye skap og benkeplate i eik. ' +
        'Badet ble totalrenovert med ny membran, flis og innredning, og loftet ble isolert og gjort om til et lyst soverom med takvindu.',
      'Til slutt skiftet vi alle innerdørene, la nye lister i hele huset, fornyet trappen med eiketrinn ' +
        'og satte opp en ribbevegg i stua.',
      'Arbeidet tok ti uker, og familien kunne flytte inn som planlagt.'
    ),
  },
  {
    title: 'Innebygd bokhylle og vindusbenk på Lade',
    location: 'Lade, Trondheim',
    category: 'interior',
    featured: true,
    imageUrls: [shelving, windowSeat, IMAGES.CUSTOM_FURNITURE],
    description: paragraphs(
      'I en leilighet på Lade ønsket kunden mer oppbevaring og en lun lesekrok i stua. ' +
        'Vi tegnet og bygde en bokhylle fra gulv til tak i valnøttbeiset eik, med lukkede skap nederst og indirekte lys i hyllene.',
      'Under vinduet laget vi en vindusbenk med tre romslige skuffer og hyller på hver side. ' +
        'En skjenk i samme stil ble laget til spisestuen, så rommene henger godt sammen.'
    ),
  },
  {
    title: 'Hevet terrasse med trapp i Malvik',
    location: 'Hommelvik, Malvik',
    category: 'terrace',
    featured: true,
    imageUrls: [terraceRaised, framing, terracePergola],
    description: paragraphs(
      'Huset i Malvik ligger i en skråning med utsikt mot Trondheimsfjorden, og stuedøren var nesten to meter over bakken. ' +
        'Vi bygde en hevet terrasse på stolper med betongfundament, et solid bjelkelag og rekkverk med stående spiler.',
      'En bred trapp med fire trinn gir enkel tilgang til hagen, og en pergola over spiseplassen gir le og skygge på varme dager.',
      'Byggesøknaden ble utarbeidet i samarbeid med kunden, og vi hjalp til med tegninger og nabovarsel.'
    ),
  },
  {
    title: 'Kjøkkenrenovering på Ranheim',
    location: 'Ranheim, Trondheim',
    category: 'renovation',
    featured: false,
    imageUrls: [kitchen, IMAGES.IKEA_FURNITURE, IMAGES.TRIM_INSTALLATION, IMAGES.BLINDS_INSTALLATION],
    description: paragraphs(
      'I en rekkehusleilighet på Ranheim rev vi det gamle kjøkkenet og monterte et nytt kjøkken med grønne fronter og benkeplate i eik. ' +
        'Vi tilpasset skapene rundt et skjevt hjørne og laget utsparinger for vask og koketopp.',
      'Til slutt la vi nye lister, byttet til et åpent hyllesystem over benken og monterte nye persienner i kjøkkenvinduet.'
    ),
  },
  {
    title: 'Garderobe under skråtak i Klæbu',
    location: 'Klæbu, Trondheim',
    category: 'interior',
    featured: false,
    imageUrls: [wardrobe, attic],
    description: paragraphs(
      'Et soverom på loftet i Klæbu hadde mye bortkastet plass under skråtaket. ' +
        'Vi bygde en garderobe på mål med skyvedører i hvitt og eik, og en åpen seksjon med stang og skohyller.',
      'Resten av loftet fikk ny panel i taket og nye gulvlister, slik at rommet fremstår helhetlig og ferdig.'
    ),
  },
  {
    title: 'Rehabilitering av terrasse i Stjørdal',
    location: 'Stjørdal',
    category: 'terrace',
    featured: false,
    imageUrls: [terraceFence, terraceDeck],
    description: paragraphs(
      'Terrassen fra 1990-tallet hadde flere råtne bord og hadde satt seg mot husveggen. ' +
        'Vi skiftet ut svake bjelker, rettet opp bjelkelaget og la nye terrassebord i impregnert furu.',
      'Den gamle leveggen ble erstattet med en ny levegg med liggende spiler, og vi bygde en benk og plantekasser i samme materiale.',
      'Ved å gjenbruke fundamentet ble prosjektet rimeligere enn en helt ny terrasse.'
    ),
  },
  {
    title: 'Ribbevegg og nye innerdører i Melhus',
    location: 'Melhus',
    category: 'interior',
    featured: false,
    imageUrls: [wallPanel, IMAGES.INTERIOR_DOORS, IMAGES.TRIM_INSTALLATION],
    description: paragraphs(
      'I en enebolig i Melhus ønsket kunden et varmere uttrykk i stua. ' +
        'Vi monterte en ribbevegg i eik bak TV-benken, med skjult kabelføring og dempet belysning.',
      'Samtidig skiftet vi fem innerdører med karmer, og la nye gulvlister og gerikter i hele første etasje.'
    ),
  },
];
