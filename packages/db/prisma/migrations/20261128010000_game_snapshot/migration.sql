-- CreateTable
CREATE TABLE "GameSnapshot" (
    "gameId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "kernelVersion" INTEGER NOT NULL,
    "rulesetId" TEXT NOT NULL,
    "rulesetVersion" TEXT NOT NULL,
    "state" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GameSnapshot_pkey" PRIMARY KEY ("gameId","seq")
);

-- CreateIndex
CREATE INDEX "GameSnapshot_gameId_kernelVersion_seq_idx" ON "GameSnapshot"("gameId", "kernelVersion", "seq");

-- AddForeignKey
ALTER TABLE "GameSnapshot" ADD CONSTRAINT "GameSnapshot_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
