-- The ruleset package and version a game was created with (issue #20), null for older games
-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "rulesetPackage" TEXT,
ADD COLUMN     "rulesetVersion" TEXT;
