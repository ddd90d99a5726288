// Request schemas shared by the forms and the server; filled by the server work of issue 3.
export {};
