ALTER TABLE "courses" ADD COLUMN "name_english" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "description_english" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "examinations" ADD COLUMN "name_english" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "examinations" ADD COLUMN "description_english" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The demo content seeded before this migration gets its English, where nobody has changed it since.
UPDATE "examinations" SET "name_english" = 'Theory exam A1/A3', "description_english" = 'Online theory exam for subcategories A1 and A3 of the open category under Implementing Regulation (EU) 2019/947.'
  WHERE "name" = 'Bóklegt próf A1/A3' AND "description" = 'Bóklegt netpróf fyrir undirflokka A1 og A3 í opna flokknum samkvæmt framkvæmdarreglugerð (ESB) 2019/947.';--> statement-breakpoint
UPDATE "examinations" SET "name_english" = 'Theory exam A2', "description_english" = 'Additional exam for the remote pilot certificate of competency in subcategory A2: meteorology, UAS flight performance and technical and operational mitigations for ground risk.'
  WHERE "name" = 'Bóklegt próf A2' AND "description" = 'Viðbótarpróf fyrir hæfnisskírteini fjarflugmanns í undirflokki A2: veðurfræði, flugeiginleikar dróna og mótvægisaðgerðir vegna áhættu á jörðu niðri.';--> statement-breakpoint
UPDATE "courses" SET "name_english" = 'Online course A1/A3', "description_english" = 'Study material for the online theory exam of subcategories A1 and A3 of the open category.'
  WHERE "name" = 'Netnámskeið A1/A3' AND "description" = 'Námsefni fyrir bóklega netprófið í undirflokkum A1 og A3 í opna flokknum.';--> statement-breakpoint
UPDATE "courses" SET "name_english" = 'Additional study material A2', "description_english" = 'Additional study material for the remote pilot certificate of competency in subcategory A2.'
  WHERE "name" = 'Viðbótarnámsefni A2' AND "description" = 'Viðbótarnámsefni fyrir hæfnisskírteini fjarflugmanns í undirflokki A2.';
