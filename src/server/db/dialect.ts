/** The two databases the site runs on. Its own file so migrations can name it without importing the connection. */
export type Dialect = 'sqlite' | 'postgres';
