import type { SeedVenue } from "./types.ts";

/**
 * Fictional venues with plausible addresses. The two "Riverside Arts Centre" venues belong to the
 * demo cultural partner; experiences there are created by that account.
 */
export const SEED_VENUES: SeedVenue[] = [
  {
    key: "riverside-arts",
    name: "Riverside Arts Centre",
    address: "Ķīpsalas iela 8",
    city: "Riga",
    description:
      "A converted riverside warehouse on Ķīpsala with two studios, a small gallery and a café. It runs free and low-cost creative sessions together with local health and social-care teams.",
  },
  {
    key: "riverside-studio",
    name: "Riverside Arts Centre — Āgenskalns Studio",
    address: "Nometņu iela 31",
    city: "Riga",
    description:
      "The Riverside Arts Centre's neighbourhood studio beside Āgenskalns market: a bright ground-floor room for mending, murals and making things together.",
  },
  {
    key: "daugava-gallery",
    name: "Daugava Light Gallery",
    address: "Kalēju iela 23",
    city: "Riga",
    description:
      "An independent contemporary gallery in a restored merchant's house in the Old Town, with free entry and regular guided looking sessions.",
  },
  {
    key: "harbour-hall",
    name: "Harbour Concert Hall",
    address: "Jūras iela 14",
    city: "Liepāja",
    description:
      "A modern concert hall by the harbour canal, home to a chamber orchestra and a busy programme of relaxed and family concerts.",
  },
  {
    key: "linden-library",
    name: "Linden Library & Reading Rooms",
    address: "Rīgas iela 21",
    city: "Cēsis",
    description:
      "The town library, with a quiet reading garden, a large-print collection and reading groups for every age.",
  },
  {
    key: "pine-house",
    name: "Pine Grove Community House",
    address: "Jomas iela 40",
    city: "Jūrmala",
    description:
      "A wooden seaside villa turned community centre, a short walk from Majori beach, hosting clubs, classes and shared meals.",
  },
  {
    key: "clay-thread",
    name: "Clay & Thread Studio",
    address: "Miera iela 58",
    city: "Riga",
    description:
      "A cooperative craft studio with six pottery wheels, a kiln room and a long table for textile work and conversation.",
  },
  {
    key: "guild-theatre",
    name: "Little Guild Theatre",
    address: "Tērbatas iela 37",
    city: "Riga",
    description:
      "A 180-seat independent theatre in the city centre, known for new writing, relaxed performances and evening drama classes for adults.",
  },
  {
    key: "lakeside-pavilion",
    name: "Lakeside Park Pavilion",
    address: "Ezermalas iela 3",
    city: "Riga",
    description:
      "An open-sided pavilion and lawn stage among the pines of Mežaparks, near the lake shore, used for outdoor performances and making days.",
  },
  {
    key: "old-stables",
    name: "Old Stables Arts Space",
    address: "Palasta iela 5",
    city: "Cēsis",
    description:
      "Former castle stables turned into studios and a small performance hall in the medieval heart of Cēsis.",
  },
  {
    key: "kalamaja-sound",
    name: "Kalamaja Sound House",
    address: "Kalaranna 7",
    city: "Tallinn",
    description:
      "A music and movement house in an old net-makers' workshop in Kalamaja, with rehearsal rooms and a listening lounge.",
  },
  {
    key: "hillside-garden",
    name: "Hillside Wellbeing Garden",
    address: "Pils iela 16",
    city: "Sigulda",
    description:
      "A community garden on the edge of the Gauja valley with a greenhouse classroom, woodland paths and a fire circle.",
  },
  {
    key: "seaside-hub",
    name: "Seaside Community Hub",
    address: "Peldu iela 12",
    city: "Liepāja",
    description:
      "A neighbourhood hub near the beach park with a café, a family room and spaces for community groups of all ages.",
  },
];
