CREATE TABLE "installation_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"sealed" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
