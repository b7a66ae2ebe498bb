/** "a" Teacher, "an" Admin: the article a sentence puts before the role an account signs in with. */
export const articleFor = (role: string) => (/^[AEIOU]/.test(role) ? 'an' : 'a');
