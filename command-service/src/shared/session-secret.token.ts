/** The secret that signs session cookies (SESSION_SECRET): for what checks a session outside the HTTP dispatcher, like the chat socket. */
export const SESSION_SECRET = Symbol('SessionSecret');
