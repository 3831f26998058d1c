// English: the about page (client/routes/about/page.tsx). The figures it quotes ("70+", "2,500+") are content.
export default {
  hero: {
    eyebrow: 'Our story',
    title: (businessName: string) => `About ${businessName}`,
    lead: (years: string) => `${years} years of terrazzo in New York, one floor at a time.`,
  },
  story: {
    title: 'A New York trade, kept alive',
    /** Around the years of experience, a number without its "+" ("for more than 70 years"). */
    history: {
      before:
        "Terrazzo came to New York with Italian mosaic workers, and it built the city's lobbies, subway mezzanines, schools and department stores through the twentieth century. Our company grew out of that tradition: for more than",
      after: ' years, our crews have poured, ground and polished floors across the five boroughs and Long Island.',
    },
    /** Around the count of projects ("2,500+"). */
    today: {
      before:
        'Today we work in both worlds. We install modern thin-set epoxy terrazzo for schools, restaurants and transit projects, cast precast stair treads and countertops in our own shop, and restore the original cementitious floors that make pre-war lobbies worth walking into. More than ',
      after:
        ' projects later, the work is the same: careful preparation, honest materials, and a finish that lasts as long as the building.',
    },
  },
  method: {
    title: 'How we work',
    /** Around the warranty's years ("25"). */
    text: {
      before:
        'Every project starts with a visit and ends with a walkthrough. In between, one project lead answers your calls, coordinates with your board, architect or general contractor, and keeps the site clean and safe. Our workmanship carries a',
      after: ' year warranty.',
    },
  },
  figures: { boroughs: 'Boroughs', neighborhoods: 'Neighborhoods', services: 'Services offered' },
  range: {
    eyebrow: 'From our crews and our shop',
    title: 'The range of our work',
    lead: 'New floors poured on site, stair treads cast in our shop, and lobbies brought back to the day they opened.',
  },
  values: {
    eyebrow: 'What we stand for',
    title: 'Our values',
    quality: {
      title: 'Quality',
      text: 'We test every slab for moisture and movement before we pour, and we grind until the aggregate shows the way it was designed to.',
    },
    craftsmanship: {
      title: 'Craftsmanship',
      text: 'Strips set by hand, chips seeded by eye, edges finished at the wall: terrazzo is a trade, and our crews learned it on the job.',
    },
    service: {
      title: 'Service',
      text: 'One project lead from estimate to walkthrough, a written schedule, and a crew that comes back if anything needs attention.',
    },
  },
};
