-- CreateTable
CREATE TABLE "GameNote" (
    "gameId" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GameNote_pkey" PRIMARY KEY ("gameId","accountId")
);

-- CreateIndex
CREATE INDEX "GameNote_accountId_idx" ON "GameNote"("accountId");

-- AddForeignKey
ALTER TABLE "GameNote" ADD CONSTRAINT "GameNote_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GameNote" ADD CONSTRAINT "GameNote_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

