// The series and characters the conventions bench's members wear, group and meet up as.
export interface SeriesCast {
  series: string;
  characters: readonly string[];
}

/** Each series' characters, in the order groups list them. */
const CASTS: Record<string, string> = {
  'Genshin Impact': 'Raiden Shogun, Zhongli, Hu Tao, Venti, Ganyu, Xiao, Klee, Diluc',
  'Demon Slayer': 'Tanjiro, Nezuko, Zenitsu, Inosuke, Shinobu, Rengoku, Giyu, Mitsuri',
  'The Legend of Zelda': 'Link, Zelda, Ganondorf, Sidon, Mipha, Urbosa, Riju, Impa',
  'Jujutsu Kaisen': 'Gojo, Yuji, Megumi, Nobara, Sukuna, Maki, Toge, Panda',
  'Star Wars': 'Ahsoka, The Mandalorian, Rey, Kylo Ren, Leia, Boba Fett, Padmé, Grogu',
  'Final Fantasy VII': 'Cloud, Tifa, Aerith, Sephiroth, Barret, Yuffie, Vincent, Red XIII',
};

export const CON_SERIES: readonly SeriesCast[] = Object.entries(CASTS).map(([series, names]) => ({
  series,
  characters: names.split(', '),
}));
