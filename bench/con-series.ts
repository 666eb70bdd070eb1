// The series and characters the conventions bench's members wear, group and meet up as.
export interface SeriesCast {
  series: string;
  characters: readonly string[];
}

export const CON_SERIES: readonly SeriesCast[] = [
  {
    series: 'Genshin Impact',
    characters: ['Raiden Shogun', 'Zhongli', 'Hu Tao', 'Venti', 'Ganyu', 'Xiao', 'Klee', 'Diluc'],
  },
  {
    series: 'Demon Slayer',
    characters: ['Tanjiro', 'Nezuko', 'Zenitsu', 'Inosuke', 'Shinobu', 'Rengoku', 'Giyu', 'Mitsuri'],
  },
  {
    series: 'The Legend of Zelda',
    characters: ['Link', 'Zelda', 'Ganondorf', 'Sidon', 'Mipha', 'Urbosa', 'Riju', 'Impa'],
  },
  {
    series: 'Jujutsu Kaisen',
    characters: ['Gojo', 'Yuji', 'Megumi', 'Nobara', 'Sukuna', 'Maki', 'Toge', 'Panda'],
  },
  {
    series: 'Star Wars',
    characters: ['Ahsoka', 'The Mandalorian', 'Rey', 'Kylo Ren', 'Leia', 'Boba Fett', 'Padmé', 'Grogu'],
  },
  {
    series: 'Final Fantasy VII',
    characters: ['Cloud', 'Tifa', 'Aerith', 'Sephiroth', 'Barret', 'Yuffie', 'Vincent', 'Red XIII'],
  },
];
