-- AlterTable
ALTER TABLE "Account" ADD COLUMN     "usernameKey" TEXT;

-- Backfill (issue #13): the folded name of every existing account, as foldUsername() in
-- src/repositories/accounts.ts computes it (NFKC, Cyrillic look-alikes to Latin, lower case).
-- lower() is exact only for ASCII under some database locales, so a name that is not ASCII after
-- the look-alike mapping keeps a null key here and gets it at its next sign-in. Of several
-- accounts with one key the oldest keeps it (the others still sign in by their exact name).
UPDATE "Account" AS a
SET "usernameKey" = lower(translate(normalize(a."username", NFKC), 'АВЕКМНОРСТХУІЈЅаеорсухіјѕһԁԛԝ', 'ABEKMHOPCTXYIJSaeopcyxijshdqw'))
WHERE translate(normalize(a."username", NFKC), 'АВЕКМНОРСТХУІЈЅаеорсухіјѕһԁԛԝ', 'ABEKMHOPCTXYIJSaeopcyxijshdqw') ~ '^[ -~]*$'
  AND NOT EXISTS (
    SELECT 1 FROM "Account" AS older
    WHERE lower(translate(normalize(older."username", NFKC), 'АВЕКМНОРСТХУІЈЅаеорсухіјѕһԁԛԝ', 'ABEKMHOPCTXYIJSaeopcyxijshdqw'))
        = lower(translate(normalize(a."username", NFKC), 'АВЕКМНОРСТХУІЈЅаеорсухіјѕһԁԛԝ', 'ABEKMHOPCTXYIJSaeopcyxijshdqw'))
      AND (older."createdAt", older."id") < (a."createdAt", a."id")
  );

-- CreateIndex
CREATE UNIQUE INDEX "Account_usernameKey_key" ON "Account"("usernameKey");
