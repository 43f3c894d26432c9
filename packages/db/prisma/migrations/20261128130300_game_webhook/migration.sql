-- CreateTable
CREATE TABLE "GameWebhook" (
    "gameId" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "secret" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GameWebhook_pkey" PRIMARY KEY ("gameId")
);

-- AddForeignKey
ALTER TABLE "GameWebhook" ADD CONSTRAINT "GameWebhook_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
